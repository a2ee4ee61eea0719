/**
 * Brazilian licence plates (docs/product.md §9): stored upper case without dash or spaces; shown the same way on
 * every screen — an old plate with its dash (ABC-1234), a Mercosul plate as is (ABC1D23).
 */

/** normalizePlate upper-cases a plate and drops dashes and spaces, as the server stores it. */
export const normalizePlate = (s: string) => s.toUpperCase().replace(/[-\s]/g, '')

/** formatPlate shows a plate: an old plate (three letters, four digits) with its dash, anything else normalized. */
export function formatPlate(plate: string): string {
  const p = normalizePlate(plate)
  return /^[A-Z]{3}\d{4}$/.test(p) ? `${p.slice(0, 3)}-${p.slice(3)}` : p
}
