/** Brand colour shades of docs/product.md §9: 50–400 add to each channel, 600–900 subtract, clamped to 0–255. */
export const SHADE_STEPS: Record<number, number> = {
  50: 200,
  100: 150,
  200: 100,
  300: 50,
  400: 25,
  500: 0,
  600: -25,
  700: -50,
  800: -100,
  900: -150,
}

const HEX = /^#?([0-9a-f]{6})$/i

export function shade(hex: string, delta: number): string {
  const match = HEX.exec(hex.trim())
  if (!match) return hex
  const value = parseInt(match[1], 16)
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((c) =>
    Math.min(255, Math.max(0, c + delta)),
  )
  return '#' + channels.map((c) => c.toString(16).padStart(2, '0')).join('')
}

export function shades(hex: string): Record<number, string> {
  return Object.fromEntries(Object.entries(SHADE_STEPS).map(([k, d]) => [Number(k), shade(hex, d)]))
}

/** applyBrand sets the CSS variables Tailwind's primary-* and secondary-* classes read. */
export function applyBrand(primary: string, secondary: string, root: HTMLElement = document.documentElement) {
  for (const [name, hex] of [
    ['primary', primary],
    ['secondary', secondary],
  ] as const) {
    for (const [step, value] of Object.entries(shades(hex))) {
      root.style.setProperty(`--color-${name}-${step}`, value)
    }
  }
}
