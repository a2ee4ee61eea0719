import { describe, expect, it } from 'vitest'
import { bridgeRange } from './period'

describe('the bridge periods', () => {
  it('end on the chosen day', () => {
    expect(bridgeRange('mes', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-11-28' })
    expect(bridgeRange('ano', '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28' })
    expect(bridgeRange('12m', '2026-11-28')).toEqual({ from: '2025-11-29', to: '2026-11-28' })
    expect(bridgeRange('ano-passado', '2026-11-28')).toEqual({ from: '2025-01-01', to: '2025-12-31' })
  })
  it('cross months and leap days without losing a day', () => {
    expect(bridgeRange('12m', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(bridgeRange('12m', '2025-02-28')).toEqual({ from: '2024-03-01', to: '2025-02-28' })
    expect(bridgeRange('12m', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' })
    expect(bridgeRange('12m', '2024-02-28')).toEqual({ from: '2023-03-01', to: '2024-02-28' })
  })
})
