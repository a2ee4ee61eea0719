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

const WHITE = '#ffffff'
const BLACK = '#000000'
/** DARK_SURFACE is the dark theme's card colour (`.dark .bg-white` in index.css), behind most text. */
export const DARK_SURFACE = '#0f172a'
/** DARK_RAISED is the dark theme's slate-100, the raised surface (hovered rows, chips). */
const DARK_RAISED = '#1e293b'

function channels(hex: string): number[] {
  const value = parseInt(HEX.exec(hex.trim())![1], 16)
  return [value >> 16, (value >> 8) & 0xff, value & 0xff]
}

function toHex(c: number[]): string {
  return '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')
}

/** mix is weight parts of a and the rest of b, channel by channel. */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [channels(a), channels(b)]
  return toHex(x.map((v, i) => v * weight + y[i] * (1 - weight)))
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** contrast is the WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/**
 * readable moves a colour towards black or white in small steps until it reaches 4.5:1 (WCAG AA for text) against
 * every background given; a colour that already does is returned unchanged.
 */
export function readable(color: string, backgrounds: string[], towards: string): string {
  for (let w = 0; w <= 1; w += 0.02) {
    const c = mix(towards, color, w)
    if (backgrounds.every((b) => contrast(c, b) >= 4.5)) return c
  }
  return towards
}

/**
 * brandPalette is what the screens use of a brand colour. Light theme: the shades of docs/product.md §9, except that
 * 600 (behind white text: buttons, the active menu entry) and 700–900 (text on white and on the 50/100 tints) are
 * darkened where a light company colour would leave them under 4.5:1. Dark theme: 50–200 become the colour over the
 * dark surface (tinted backgrounds and borders) and 700–900 a light shade readable on them (text); 300–600 stay.
 */
export function brandPalette(hex: string): { light: Record<number, string>; dark: Record<number, string> } {
  const light = shades(hex)
  if (!HEX.test(hex.trim())) return { light, dark: {} }
  light[600] = readable(light[600], [WHITE], BLACK)
  for (const step of [700, 800, 900]) light[step] = readable(light[step], [WHITE, light[50], light[100]], BLACK)
  const tint = (weight: number) => mix(light[500], DARK_SURFACE, weight)
  const dark: Record<number, string> = { 50: tint(0.15), 100: tint(0.25), 200: tint(0.4) }
  const behind = [DARK_SURFACE, DARK_RAISED, dark[50], dark[100]]
  dark[700] = readable(light[300], behind, WHITE)
  dark[800] = readable(light[200], behind, WHITE)
  dark[900] = readable(light[100], behind, WHITE)
  return { light, dark }
}

/**
 * applyBrand sets the variables index.css builds Tailwind's primary-* and secondary-* colours from:
 * --brand-primary-500 for the light theme and --brand-primary-dark-700 for the dark one, and so on.
 */
export function applyBrand(primary: string, secondary: string, root: HTMLElement = document.documentElement) {
  for (const [name, hex] of [
    ['primary', primary],
    ['secondary', secondary],
  ] as const) {
    const { light, dark } = brandPalette(hex)
    for (const [step, value] of Object.entries(light)) root.style.setProperty(`--brand-${name}-${step}`, value)
    for (const [step, value] of Object.entries(dark)) root.style.setProperty(`--brand-${name}-dark-${step}`, value)
  }
}
