import { describe, expect, it } from 'vitest'
import { NAV_ENTRIES, isAlsoActive, isEntryActive, visibleEntries } from './nav'

const paths = (role: 'admin' | 'user' | 'viewer') => visibleEntries(role).map((e) => e.to)

describe('sidebar entries per role (docs/product.md §2, §6)', () => {
  it('shows everything to an admin', () => {
    expect(paths('admin')).toEqual(['/dashboard', '/assets', '/vehicles', '/debts', '/accounts', '/receivables', '/agenda', '/indices', '/reports', '/users', '/whitelabel', '/settings'])
  })
  it('hides users, brand and settings from a user and a viewer; all read debts, accounts, receivables and indices', () => {
    expect(paths('user')).toEqual(['/dashboard', '/assets', '/vehicles', '/debts', '/accounts', '/receivables', '/agenda', '/indices', '/reports'])
    expect(paths('viewer')).toEqual(['/dashboard', '/assets', '/vehicles', '/debts', '/accounts', '/receivables', '/agenda', '/indices', '/reports'])
  })
})

describe('entries active outside their own path', () => {
  const vehicles = NAV_ENTRIES.find((e) => e.to === '/vehicles')!

  it('highlights Veículos on the vehicle edit screen', () => {
    expect(vehicles.alsoActiveOn).toEqual(['/edit-vehicle'])
    expect(isAlsoActive(vehicles, '/edit-vehicle/12')).toBe(true)
    expect(isAlsoActive(vehicles, '/edit-vehicle')).toBe(true)
    expect(isEntryActive(vehicles, '/edit-vehicle/12', false)).toBe(true)
  })

  it('matches whole path segments only', () => {
    expect(isAlsoActive(vehicles, '/edit-vehicles/12')).toBe(false)
    expect(isAlsoActive(vehicles, '/edit-vehicle-x')).toBe(false)
    expect(isAlsoActive(vehicles, '/assets/edit-vehicle/1')).toBe(false)
    expect(isAlsoActive({ alsoActiveOn: ['/edit-vehicle/'] }, '/edit-vehicle/3')).toBe(true)
  })

  it("keeps NavLink's own answer and leaves other entries alone", () => {
    const assets = NAV_ENTRIES.find((e) => e.to === '/assets')!
    expect(isEntryActive(assets, '/assets/3', true)).toBe(true)
    expect(isEntryActive(assets, '/edit-vehicle/12', false)).toBe(false)
    expect(isEntryActive(vehicles, '/debts', false)).toBe(false)
    expect(NAV_ENTRIES.filter((e) => e.alsoActiveOn).map((e) => e.to)).toEqual(['/vehicles'])
  })
})
