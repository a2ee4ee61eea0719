import { describe, expect, it } from 'vitest'
import { visibleEntries } from './nav'

const paths = (role: 'admin' | 'user' | 'viewer') => visibleEntries(role).map((e) => e.to)

describe('sidebar entries per role (spec §2, §6)', () => {
  it('shows everything to an admin', () => {
    expect(paths('admin')).toEqual(['/dashboard', '/assets', '/vehicles', '/debts', '/reports', '/users', '/whitelabel', '/settings'])
  })
  it('hides users, brand and settings from a user and a viewer', () => {
    expect(paths('user')).toEqual(['/dashboard', '/assets', '/vehicles', '/debts', '/reports'])
    expect(paths('viewer')).toEqual(['/dashboard', '/assets', '/vehicles', '/reports'])
  })
})
