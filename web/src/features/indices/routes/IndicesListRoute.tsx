import { Link } from 'react-router'
import { FileSpreadsheet } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { CardFigure, ListCard } from '@/components/ui/ListCard'
import { CardActions } from '@/components/ui/RowActions'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSession } from '@/lib/auth'
import { hasPermission } from '@/lib/permissions'
import { useIndices } from '../api/get-indices'
import { monthLabel } from '../lib/months'

/**
 * IndicesListRoute is 'Índices': the six indices that may correct a financing (IPCA, IGP-M, INCC, TR, CDI, SELIC),
 * each with the months kept of it, imported from the Banco Central's SGS or typed.
 */
export default function IndicesListRoute() {
  const result = useIndices()
  const { user } = useSession()
  if (result.isLoading) return <PageSpinner />
  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Índices"
        subtitle="Séries mensais que corrigem os financiamentos: importe do SGS do Banco Central, de uma planilha ou informe à mão"
        actions={
          hasPermission(user?.role, 'indices.update') && (
            <Link to="/indices/import" className={buttonClass.secondary}>
              <FileSpreadsheet aria-hidden className="h-4 w-4" /> Importar planilha
            </Link>
          )
        }
      />
      {result.isError || !result.data ? (
        <LoadError message="Erro ao carregar os índices. Tente novamente." onRetry={() => void result.refetch()} retrying={result.isFetching} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          {result.data.map((x) => (
            <ListCard
              key={x.code}
              name={x.label}
              subtitle={x.firstMonth && x.lastMonth ? `de ${monthLabel(x.firstMonth)} a ${monthLabel(x.lastMonth)}` : 'Nenhum valor importado'}
              actions={<CardActions name={x.label} viewTo={`/indices/${x.code}`} viewText="Ver meses" />}
            >
              <dl className="mt-3 text-sm">
                <CardFigure label="Meses com valor" valueClass="text-lg font-semibold text-slate-900">
                  {x.months}
                </CardFigure>
              </dl>
            </ListCard>
          ))}
        </ul>
      )}
    </div>
  )
}
