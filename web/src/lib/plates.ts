/**
 * Brazilian licence plates (docs/product.md §9): stored upper case without dash or spaces; shown the same way on
 * every screen — an old plate with its dash (ABC-1234), a Mercosul plate as is (ABC1D23).
 */

/** normalizePlate upper-cases a plate and drops dashes and spaces, as the server stores it. */
export const normalizePlate = (s: string) => s.toUpperCase().replace(/[-\s]/g, '')

/** isPlate tells a plate as the server takes it: an old one (ABC-1234) or a Mercosul one (ABC1D23). */
export const isPlate = (s: string) => /^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$/.test(normalizePlate(s.trim()))

/** formatPlate shows a plate: an old plate (three letters, four digits) with its dash, anything else normalized. */
export function formatPlate(plate: string): string {
  const p = normalizePlate(plate)
  return /^[A-Z]{3}\d{4}$/.test(p) ? `${p.slice(0, 3)}-${p.slice(3)}` : p
}
