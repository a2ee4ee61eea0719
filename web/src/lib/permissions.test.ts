import { describe, expect, it } from 'vitest'
import { canAccess, hasPermission, mapRole, roleLabel } from './permissions'

describe('role mapping (docs/product.md §6)', () => {
  it.each([
    ['admin', 'admin'],
    ['ADMIN', 'admin'],
    ['Director', 'admin'],
    ['viewer', 'viewer'],
    ['user', 'user'],
    ['operations', 'user'],
    ['finance', 'user'],
    ['IT', 'user'],
    ['', 'user'],
    [undefined, 'user'],
  ])('%s → %s', (raw, want) => {
    expect(mapRole(raw)).toBe(want)
  })

  it('labels roles as the user list does', () => {
    expect(roleLabel('admin')).toBe('Administrador')
    expect(roleLabel('director')).toBe('Administrador')
    expect(roleLabel('finance')).toBe('Usuário')
    expect(roleLabel('viewer')).toBe('Leitor')
  })
})

describe('permissions (docs/product.md §6 with docs/design.md §5)', () => {
  it('lets only admins delete', () => {
    expect(hasPermission('admin', 'assets.delete')).toBe(true)
    expect(hasPermission('admin', 'vehicles.delete')).toBe(true)
    expect(hasPermission('user', 'assets.delete')).toBe(false)
    expect(hasPermission('user', 'debts.delete')).toBe(false)
    expect(hasPermission('viewer', 'users.delete')).toBe(false)
  })
  it('gives users create and update but viewers only read', () => {
    expect(hasPermission('user', 'assets.create')).toBe(true)
    expect(hasPermission('user', 'debts.update')).toBe(true)
    expect(hasPermission('viewer', 'assets.read')).toBe(true)
    expect(hasPermission('viewer', 'assets.create')).toBe(false)
  })
  it('grants users.edit and settings.read to admins only', () => {
    expect(hasPermission('admin', 'users.edit')).toBe(true)
    expect(hasPermission('admin', 'settings.read')).toBe(true)
    expect(hasPermission('user', 'settings.read')).toBe(false)
  })
  it('maps screen access', () => {
    expect(canAccess('admin', 'whitelabel')).toBe(true)
    expect(canAccess('user', 'debts')).toBe(true)
    expect(canAccess('user', 'users')).toBe(false)
    expect(canAccess('viewer', 'debts')).toBe(true)
    expect(canAccess('viewer', 'users')).toBe(false)
    expect(hasPermission('viewer', 'debts.read')).toBe(true)
    expect(hasPermission('viewer', 'debts.create')).toBe(false)
    expect(hasPermission('viewer', 'debts.update')).toBe(false)
    expect(hasPermission('viewer', 'debts.delete')).toBe(false)
    expect(canAccess('viewer', 'reports')).toBe(true)
    expect(canAccess(null, 'dashboard')).toBe(false)
    expect(hasPermission(undefined, 'assets.read')).toBe(false)
  })
})
