import { useParams } from 'react-router'
import { FormPage } from '@/components/ui/FormPage'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { formatTaxId } from '@/lib/tax-id'
import { useAsset } from '../api/get-asset'
import { useCreateLease, useLease, useUpdateLease, type Lease } from '../api/leases'
import { AssetNotFound } from '../components/AssetNotFound'
import { LeaseForm } from '../components/LeaseForm'
import { LEASE_DEFAULTS, type LeaseFormInput, type LeaseFormValues } from '../lib/schemas'

/** valuesOf is a kept lease as its form shows it. */
function valuesOf(l: Lease): LeaseFormValues {
  return {
    tenantName: l.tenantName,
    tenantDocument: formatTaxId(l.tenantDocument),
    tenantEmail: l.tenantEmail,
    tenantPhone: l.tenantPhone,
    startDate: l.startDate,
    termMonths: String(l.termMonths),
    rent: l.rent,
    dueDay: String(l.dueDay),
    index: l.index,
    readjustMonths: String(l.readjustMonths),
    indexLag: String(l.indexLag),
    lowerOnDeflation: l.lowerOnDeflation,
    guarantee: l.guarantee,
    guaranteeAmount: l.guaranteeAmount,
    guarantorName: l.guarantorName,
    guarantorDocument: formatTaxId(l.guarantorDocument),
    lateFine: String(l.lateFine).replace('.', ','),
    lateInterest: String(l.lateInterest).replace('.', ','),
    notes: l.notes,
  }
}

/**
 * LeaseFormRoute signs a new lease of an asset (/assets/:id/leases/new) or edits one (/assets/:id/leases/:leaseId/edit),
 * then goes back to the asset.
 */
export default function LeaseFormRoute() {
  const params = useParams()
  const assetId = Number(params.id)
  const leaseId = params.leaseId ? Number(params.leaseId) : 0
  const { data: asset, isLoading } = useAsset(assetId)
  const lease = useLease(leaseId)
  const create = useCreateLease()
  const update = useUpdateLease()
  const back = `/assets/${assetId}`
  const saveNew = useSaveThenGo((input: LeaseFormInput) => create.mutateAsync({ assetId, ...input }), 'Contrato de locação registrado com sucesso!', back)
  const saveEdit = useSaveThenGo((input: LeaseFormInput) => update.mutateAsync({ id: leaseId, ...input }), 'Contrato atualizado com sucesso!', back)

  if (isLoading || (leaseId > 0 && lease.isLoading)) return <PageSpinner />
  if (!asset || (leaseId > 0 && !lease.data)) return <AssetNotFound />
  return (
    <FormPage
      backTo={back}
      backLabel="Voltar para o ativo"
      title={leaseId ? 'Editar contrato de locação' : 'Novo contrato de locação'}
      subtitle={asset.description}
      width="max-w-3xl"
    >
      <LeaseForm
        key={lease.data?.updatedAt ?? 'new'}
        defaultValues={lease.data ? valuesOf(lease.data) : LEASE_DEFAULTS}
        submitText={leaseId ? 'Salvar contrato' : 'Registrar contrato'}
        failMessage={leaseId ? 'Erro ao salvar o contrato. Tente novamente.' : 'Erro ao registrar o contrato. Tente novamente.'}
        cancelTo={back}
        onSave={leaseId ? saveEdit : saveNew}
      />
    </FormPage>
  )
}
