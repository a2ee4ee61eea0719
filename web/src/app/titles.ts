import { matchPath } from 'react-router'

/** PRODUCT is the first word of every page title. */
export const PRODUCT = 'Patrimônio'

// The screen of each route (docs/product.md §2), first match wins: fixed paths come before the ':id' ones.
const ROUTE_TITLES: [pattern: string, title: string][] = [
  ['/login', 'Entrar'],
  ['/forgot-password', 'Esqueci minha senha'],
  ['/reset-password', 'Redefinir senha'],
  ['/dashboard', 'Dashboard'],
  ['/assets', 'Ativos'],
  ['/assets/create', 'Novo Ativo'],
  ['/assets/import', 'Importar Ativos'],
  ['/assets/:id/edit', 'Editar Ativo'],
  ['/assets/:id/exchange', 'Registrar Permuta'],
  ['/assets/:id/sale', 'Registrar Venda'],
  ['/assets/:id/leases/new', 'Novo contrato de locação'],
  ['/assets/:id/leases/:leaseId/edit', 'Editar contrato de locação'],
  ['/assets/:id', 'Ativo'],
  ['/vehicles', 'Veículos'],
  ['/vehicles/new', 'Novo Veículo'],
  ['/vehicles/import', 'Importar Veículos'],
  ['/vehicles/:id/sale', 'Vender Veículo'],
  ['/vehicles/:id', 'Veículo'],
  ['/edit-vehicle/:id', 'Editar Veículo'],
  ['/debts', 'Dívidas'],
  ['/debts/new', 'Nova Dívida'],
  ['/debts/import', 'Importar Dívidas'],
  ['/debts/simulator', 'Simular financiamento'],
  ['/debts/:id/edit', 'Editar Dívida'],
  ['/debts/:id/renegotiate', 'Renegociar Dívida'],
  ['/agenda', 'Agenda'],
  ['/indices', 'Índices'],
  ['/indices/import', 'Importar Índices'],
  ['/indices/:code', 'Índice'],
  ['/debts/:id', 'Dívida'],
  ['/accounts', 'Contas'],
  ['/accounts/new', 'Nova Conta'],
  ['/accounts/import', 'Importar Contas'],
  ['/accounts/transfer', 'Transferência entre Contas'],
  ['/accounts/:id/edit', 'Editar Conta'],
  ['/accounts/:id/entries/new', 'Novo Lançamento'],
  ['/accounts/:id', 'Conta'],
  ['/reports', 'Relatórios'],
  ['/reports/trial-balance', 'Balancete de verificação'],
  ['/reports/journal', 'Livro diário'],
  ['/reports/adjustments', 'Ajustes contábeis'],
  ['/receivables', 'A receber'],
  ['/receivables/:id', 'Venda a prazo'],
  ['/users', 'Usuários'],
  ['/users/new', 'Novo Usuário'],
  ['/users/edit/current', 'Meu Perfil'],
  ['/users/edit/:id', 'Editar Usuário'],
  ['/users/:id', 'Usuário'],
  ['/whitelabel', 'Marca'],
  ['/settings', 'Configurações'],
]

/** screenTitle names the screen at pathname, or '' for a path that is no screen (a redirect). */
export function screenTitle(pathname: string): string {
  return ROUTE_TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? ''
}

/** pageTitle is the document title: 'Patrimônio — Dívidas · Empresa' (issue 13), the company name alone without a screen. */
export function pageTitle(pathname: string, companyName: string): string {
  const screen = screenTitle(pathname)
  return screen ? `${PRODUCT} — ${screen} · ${companyName}` : companyName
}
