import { revalidateLogic, useStore } from '@tanstack/react-form'
import * as v from 'valibot'
import { useAppForm } from './app-form'
import { ServerErrorContext, useServerError } from './server-error'
import '../styles/otp-input.css'

type CodeFormProps = {
  id: string
  label: string
  submitLabel: string
  /** What the field accepts (src/contract/security.ts); its messages show under the field. */
  schema: v.GenericSchema<string, string>
  onSubmit: (code: string) => Promise<void>
}

/** One code field and its submit, on the form kit: the code from the app, or a backup code (docs/accounts.md#authenticator-app). */
export function CodeForm({ id, label, submitLabel, schema, onSubmit }: CodeFormProps) {
  const fields = v.object({ code: schema })
  const form = useAppForm({
    formId: id,
    defaultValues: { code: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: fields },
    onSubmit: async ({ value }) => {
      try {
        await onSubmit(v.parse(fields, value).code)
      } catch (error) {
        serverError.setFromError(error, value, { field: 'code' })
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  return (
    <ServerErrorContext.Provider value={serverError}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="code">
          {(field) => <field.TextField label={label} autoComplete="one-time-code" spellCheck={false} className="otp-input" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label={submitLabel} />
        </form.AppForm>
      </form>
    </ServerErrorContext.Provider>
  )
}
