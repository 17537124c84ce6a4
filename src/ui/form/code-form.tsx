import * as v from 'valibot'
import { ActionForm, useActionForm } from './action-form'
import '../styles/otp-input.css'

type CodeFormProps = {
  id: string
  label: string
  submitLabel: string
  /** What the field accepts (src/contract/account/security.ts); its messages show under the field. */
  schema: v.GenericSchema<string, string>
  onSubmit: (code: string) => Promise<void>
}

/** One code field and its submit, on the form kit: the code from the app, or a backup code (docs/accounts.md#authenticator-app). */
export function CodeForm({ id, label, submitLabel, schema, onSubmit }: CodeFormProps) {
  const state = useActionForm({ id, schema: v.object({ code: schema }), start: { code: '' }, send: (body) => onSubmit(body.code), field: 'code' })
  const { form } = state
  return (
    <ActionForm state={state}>
      <form.AppField name="code">
        {(field) => <field.TextField label={label} autoComplete="one-time-code" spellCheck={false} className="otp-input" required />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton label={submitLabel} />
      </form.AppForm>
    </ActionForm>
  )
}
