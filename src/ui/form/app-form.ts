import { createFormHook } from '@tanstack/react-form'
import { fieldContext, formContext } from './form-context'
import { revealProblem } from './reveal-problem'
import { SelectField } from './select-field'
import { SubmitButton } from './submit-button'
import { TextField } from './text-field'

const kit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField },
  formComponents: { SubmitButton },
})

/**
 * The one form hook of the app: fields and buttons bound to TanStack Form through context. A submit that does not pass
 * validation brings the first field in error into view and focus (a form may say otherwise).
 */
export const useAppForm: typeof kit.useAppForm = (options) => kit.useAppForm({ onSubmitInvalid: () => revealProblem(), ...options })
