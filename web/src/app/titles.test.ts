import { describe, expect, it } from 'vitest'
import { pageTitle, screenTitle } from './titles'

describe('page titles', () => {
  it('names every screen, fixed paths before the ones with an id', () => {
    expect(screenTitle('/debts')).toBe('Dívidas')
    expect(screenTitle('/debts/new')).toBe('Nova Dívida')
    expect(screenTitle('/debts/12')).toBe('Dívida')
    expect(screenTitle('/debts/12/edit')).toBe('Editar Dívida')
    expect(screenTitle('/accounts/transfer')).toBe('Transferência entre Contas')
    expect(screenTitle('/accounts/3/entries/new')).toBe('Novo Lançamento')
    expect(screenTitle('/accounts/3')).toBe('Conta')
    expect(screenTitle('/assets/create')).toBe('Novo Ativo')
    expect(screenTitle('/assets/3/exchange')).toBe('Registrar Permuta')
    expect(screenTitle('/vehicles/new')).toBe('Novo Veículo')
    expect(screenTitle('/edit-vehicle/4')).toBe('Editar Veículo')
    expect(screenTitle('/users/edit/current')).toBe('Meu Perfil')
    expect(screenTitle('/users/edit/7')).toBe('Editar Usuário')
    expect(screenTitle('/settings/')).toBe('Configurações')
    expect(screenTitle('/assets/import')).toBe('Importar Ativos')
    expect(screenTitle('/indices/import')).toBe('Importar Índices')
    expect(screenTitle('/accounts/import')).toBe('Importar Contas')
    // Issue 38: these screens had no title of their own.
    expect(screenTitle('/debts/simulator')).toBe('Simular financiamento')
    expect(screenTitle('/receivables')).toBe('A receber')
    expect(screenTitle('/receivables/5')).toBe('Venda a prazo')
    expect(screenTitle('/reports/adjustments')).toBe('Ajustes contábeis')
    expect(screenTitle('/nada')).toBe('')
  })
  it("reads 'Patrimônio — screen · company', the company alone elsewhere", () => {
    expect(pageTitle('/debts', 'Imobiliária Horizonte')).toBe('Patrimônio — Dívidas · Imobiliária Horizonte')
    expect(pageTitle('/login', 'Gestão Patrimonial')).toBe('Patrimônio — Entrar · Gestão Patrimonial')
    expect(pageTitle('/', 'Gestão Patrimonial')).toBe('Gestão Patrimonial')
  })
})
