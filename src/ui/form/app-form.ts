import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from './form-context'
import { SelectField } from './select-field'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'

/** The one form hook of the app: fields and buttons bound to TanStack Form through context. */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField },
  formComponents: { SubmitButton },
})
