import { describe, expect, it } from 'vitest'
import { counted } from './plural'

describe('counted', () => {
  it.each([
    [0, '0 ativos'],
    [1, '1 ativo'],
    [2, '2 ativos'],
    [10000, '10.000 ativos'],
  ])('%s → %s', (n, want) => expect(counted(n, 'ativo', 'ativos')).toBe(want))
})
