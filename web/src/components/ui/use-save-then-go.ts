import { useNavigate } from 'react-router'
import { useToast } from './Toast'

/**
 * useSaveThenGo gives a create or edit screen its onSave: run save with the form's input, then say `success` in a
 * toast and go to `to`. A failure is left to the form, which shows it.
 */
export function useSaveThenGo<T>(save: (input: T) => Promise<unknown>, success: string, to: string) {
  const navigate = useNavigate()
  const toast = useToast()
  return async (input: T) => {
    await save(input)
    toast.success(success)
    navigate(to)
  }
}
