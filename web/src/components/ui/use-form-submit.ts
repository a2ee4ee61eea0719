import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { showServerErrors } from '@/lib/form-errors'

/**
 * useFormSubmit gives a create or edit form its submit handler: it sends what `toInput` makes of the checked values,
 * and on a failure puts the server's field messages on their fields and gives `failMessage` as the alert to show
 * above the form.
 */
export function useFormSubmit<V extends FieldValues, I>(form: UseFormReturn<V>, toInput: (values: V) => I, onSubmit: (input: I) => Promise<unknown>, failMessage: string) {
  const [alert, setAlert] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      await onSubmit(toInput(values))
    } catch (err) {
      console.error(failMessage, err)
      showServerErrors(err, form.setError)
      setAlert(failMessage)
    }
  })
  return { alert, submit }
}
