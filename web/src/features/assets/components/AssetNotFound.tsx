import { SearchX } from 'lucide-react'
import { NotFound } from '@/components/ui/NotFound'

/** AssetNotFound is the missing-asset state of the asset screens (docs/product.md §2, §8). */
export function AssetNotFound() {
  return <NotFound icon={SearchX} title="Ativo não encontrado" text="O ativo solicitado não foi encontrado." backTo="/assets" backLabel="Voltar para ativos" />
}
