import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { showServerErrors } from '@/lib/form-errors'
import { useToast } from './Toast'

/**
 * useActionSubmit gives an action's form (a sale, a payment, a receipt) its submit handler: it runs act with the
 * checked values and says `done` in a toast; on a failure it logs it under `failure`, puts the server's field messages
 * on their fields, or, when there are none, says `failure` in a toast ('… Tente novamente.').
 */
export function useActionSubmit<V extends FieldValues>(form: UseFormReturn<V>, act: (values: V) => Promise<void>, done: string, failure: string) {
  const toast = useToast()
  return form.handleSubmit(async (values) => {
    try {
      await act(values)
      toast.success(done)
    } catch (err) {
      console.error(failure, err)
      if (!showServerErrors(err, form.setError)) toast.error(`${failure}. Tente novamente.`)
    }
  })
}
