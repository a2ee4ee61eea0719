import vocabulary from './vocabulary.json'

/**
 * The words the server and the web app share, generated from the server (internal/validate/vocabulary.go) into
 * vocabulary.json by `make generate`; never edited by hand. `messages` are the validators' pt-BR messages by
 * form, `labels` the pt-BR names of the enumerated values in the order the screens list them.
 */
export const messages = vocabulary.messages
export const labels = vocabulary.labels
/** months are the months in pt-BR, January first. */
export const months: readonly string[] = vocabulary.months

/** Permission is a permission name the server checks (internal/model/roles.go). */
export type Permission = keyof typeof vocabulary.permissions
/** Resource is a screen area a role may reach. */
export type Resource = keyof typeof vocabulary.resources
/** Role is a stored role. */
export type Role = keyof typeof vocabulary.labels.roles

/** fill puts numbers in the {name} places of a message: fill(messages.vehicles.yearRange, { min: 1900, max: 2027 }). */
export function fill(message: string, values: Record<string, number | string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** options lists labels as the value–label pairs of a select, in their order. */
export function options<K extends string>(names: Record<K, string>): [K, string][] {
  return Object.entries(names) as [K, string][]
}
