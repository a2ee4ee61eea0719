import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, controlProps, inputClass } from '@/components/ui/FormField'
import { ROLE_OPTIONS } from '@/lib/permissions'

/** RoleField is the 'Nível de acesso' select of the user forms; disabled when the person may not change it. */
export function RoleField({ error, hint, disabled, registration }: { error?: string; hint?: string; disabled?: boolean; registration: UseFormRegisterReturn }) {
  return (
    <FormField label="Nível de acesso" htmlFor="role" error={error} hint={hint}>
      <select disabled={disabled} className={inputClass} {...controlProps('role', error)} {...registration}>
        {ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  )
}
