import { Link } from 'react-router'
import { Copy } from 'lucide-react'
import { Dialog } from '@/components/ui/Dialog'
import { buttonClass } from '@/components/ui/FormField'
import { Spinner } from '@/components/ui/Spinner'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { formatTaxId } from '@/lib/tax-id'
import { useInstallmentPix } from '../api/installment-pix'
import type { Installment } from '../api/types'

/**
 * InstallmentPix is the Pix charge of an open installment in a dialog: the QR code a payer's app reads, the 'copia e
 * cola' code with a button that copies it, the amount (what is open of it, without late charges) and who receives.
 * Without the company's Pix key it says so, and where an administrator sets it.
 */
export function InstallmentPix({
  receivableId,
  installment,
  canSetKey,
  onClose,
}: {
  receivableId: number
  installment: Installment
  canSetKey: boolean
  onClose: () => void
}) {
  const { data: pix, error, isPending } = useInstallmentPix(receivableId, installment.number)
  const toast = useToast()
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code)
      toast.success('Código Pix copiado!')
    } catch {
      toast.error('Não foi possível copiar: selecione o código e copie.')
    }
  }
  const notSet = error instanceof ApiError && error.code === 'pix_not_set'
  return (
    <Dialog open title={`Pix da ${installment.number}ª parcela`} onClose={onClose}>
      {isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : !pix ? (
        <div role="alert" className="mt-3 space-y-3 text-sm text-slate-700">
          <p>{error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Erro ao gerar o código Pix. Tente novamente.'}</p>
          {notSet && canSetKey && (
            <Link to="/settings" className={buttonClass.secondary}>
              Ir para Configurações
            </Link>
          )}
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-600">
            <strong className="text-2xl font-bold tabular-nums text-slate-900">{formatBRL(pix.amount)}</strong>
            <span className="block">
              Vencimento {formatDate(pix.dueDate)}
              {installment.status === 'overdue' && ' · sem multa e mora, que ficam à parte'}
            </span>
          </p>
          <img
            src={pix.qrCode}
            alt={`QR code Pix de ${formatBRL(pix.amount)} da ${installment.number}ª parcela`}
            width={224}
            height={224}
            className="mx-auto h-56 w-56 rounded-lg border border-slate-200 bg-white p-1"
          />
          <div>
            <label htmlFor="pix-code" className="text-sm font-medium text-slate-700">
              Pix copia e cola
            </label>
            <textarea
              id="pix-code"
              readOnly
              rows={4}
              value={pix.code}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block w-full resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
            />
          </div>
          <button type="button" className={`${buttonClass.primary} w-full`} onClick={() => copy(pix.code)}>
            <Copy aria-hidden className="h-4 w-4" /> Copiar código
          </button>
          <p className="text-xs text-slate-500">
            Recebedor: {pix.name} · {pix.city} · chave {formatTaxId(pix.key)} · identificador {pix.txid}
          </p>
        </div>
      )}
    </Dialog>
  )
}
