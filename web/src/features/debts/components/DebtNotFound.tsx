import { FileX } from 'lucide-react'
import { NotFound } from '@/components/ui/NotFound'

/** DebtNotFound is the missing-debt state of the detail and edit screens. */
export function DebtNotFound() {
  return <NotFound icon={FileX} title="Dívida não encontrada" text="A dívida solicitada não foi encontrada." backTo="/debts" backLabel="Voltar para dívidas" />
}
