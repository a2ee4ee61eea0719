import { useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import { apiData } from '@/lib/queries'

/** InstallmentPix is an open installment's static Pix charge: its 'copia e cola' code and QR code. */
export type InstallmentPix = ResponseBody<'/receivables/{id}/installments/{number}/pix', 'get'>['data']

/** useInstallmentPix reads the Pix charge of installment `number` of receivable `id` (what is open of it now). */
export function useInstallmentPix(id: number, number: number) {
  return useQuery({
    queryKey: ['receivables', 'pix', id, number],
    queryFn: () => apiData<InstallmentPix>(`/receivables/${id}/installments/${number}/pix`),
    retry: false,
  })
}
