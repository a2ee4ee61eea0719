import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, X } from 'lucide-react'
import { useFocusTrap } from '@/components/ui/use-focus-trap'
import { FormField, inputClass, controlProps } from '@/components/ui/FormField'
import { FormActions } from '@/components/ui/fields'
import { showServerErrors } from '@/lib/form-errors'
import { useChangePassword } from '../api/change-password'
import { passwordSchema, type PasswordValues } from '../lib/schemas'

type Props = {
  userId: number
  /** self: changing one's own password needs the current one. */
  self: boolean
  open: boolean
  onClose: () => void
  onChanged: () => void
}

/**
 * ChangePasswordDialog changes a password through PUT /api/users/{id}/password; focus stays inside while open and
 * goes back to its opener on closing (useFocusTrap).
 */
export function ChangePasswordDialog({ userId, self, open, onClose, onChanged }: Props) {
  const change = useChangePassword()
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema(self)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { register, handleSubmit, reset, setError } = form
  const { errors } = form.formState

  // Cleared when it closes, not when it opens: a reset after opening could wipe what was already typed (or filled
  // in by a password manager) in the first moment.
  useEffect(() => {
    if (!open) reset()
  }, [open, reset])

  const dialogRef = useFocusTrap<HTMLDivElement>(open, { onEscape: change.isPending ? undefined : onClose, initialFocus: 'input' })

  if (!open) return null
  const submit = handleSubmit((values) =>
    change.mutate(
      { id: userId, ...values, currentPassword: self ? values.currentPassword : undefined },
      {
        onSuccess: onChanged,
        onError: (err) => {
          if (!showServerErrors(err, setError)) setError('root', { message: err.message })
        },
      },
    ),
  )

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden onClick={() => !change.isPending && onClose()} />
      <div ref={dialogRef} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="password-title" className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <button type="button" onClick={onClose} aria-label="Fechar" className="absolute right-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100">
          <X className="h-5 w-5" />
        </button>
        <h2 id="password-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <KeyRound aria-hidden className="h-5 w-5 text-primary-700" /> Alterar Senha
        </h2>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          {errors.root && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {errors.root.message}
            </p>
          )}
          {self && (
            <FormField label="Senha atual" htmlFor="currentPassword" error={errors.currentPassword?.message}>
              <input type="password" autoComplete="current-password" className={inputClass} {...controlProps('currentPassword', errors.currentPassword?.message)} {...register('currentPassword')} />
            </FormField>
          )}
          <FormField label="Nova senha" htmlFor="newPassword" error={errors.newPassword?.message}>
            <input type="password" autoComplete="new-password" className={inputClass} {...controlProps('newPassword', errors.newPassword?.message)} {...register('newPassword')} />
          </FormField>
          <FormField label="Confirmar nova senha" htmlFor="confirmNewPassword" error={errors.confirmPassword?.message}>
            <input type="password" autoComplete="new-password" className={inputClass} {...controlProps('confirmNewPassword', errors.confirmPassword?.message)} {...register('confirmPassword')} />
          </FormField>
          <FormActions onCancel={onClose} busy={change.isPending} submitText="Alterar Senha" className="pt-2" />
        </form>
      </div>
    </div>
  )
}
