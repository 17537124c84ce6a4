import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { apiKeyCreateBody } from '../../contract/api-keys'
import { dateOf } from '../../contract/lists'
import * as m from '../../paraglide/m/api-keys'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { AddScreen } from '../../ui/form/form-screens'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { SecretPanel } from '../../ui/secret-panel'
import { apiKeysResource, createApiKey, useRoleOptions } from './api'

/** The form's fields: the body's name and role, and a day the key expires at its end (India time), or none. */
const keyForm = v.object({
  name: apiKeyCreateBody.entries.name,
  role: apiKeyCreateBody.entries.role,
  expires_on: v.union([v.literal(''), dateOf(() => m.expiryFormat())], () => m.expiryFormat()),
})
type KeyForm = v.InferInput<typeof keyForm>
const empty: KeyForm = { name: '', role: '', expires_on: '' }

/** /api-keys/new (owner): a name, a role of the organisation and an optional expiry; then the secret, once. */
export function NewApiKeyScreen() {
  const queryClient = useQueryClient()
  const options = useRoleOptions()
  const [secret, setSecret] = useState<string | null>(null)
  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: keyForm },
    onSubmit: async ({ value }) => {
      try {
        const { name, role, expires_on } = v.parse(keyForm, value)
        const expires_at = expires_on ? new Date(`${expires_on}T23:59:59+05:30`).toISOString() : null
        const result = await createApiKey({ name, role, expires_at })
        notifySuccess(result.message)
        setSecret(result.data.secret)
        await queryClient.invalidateQueries({ queryKey: apiKeysResource.keys.all })
      } catch (error) {
        serverError.setFromError(error, value)
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  return (
    <AddScreen title={m.newKey()} description={m.intro()} back={{ to: '/api-keys', label: m.backToKeys() }}>
      {secret ? (
        <SecretPanel
          text={{ title: m.secretTitle(), once: m.secretOnce(), copy: m.copy(), copied: m.copied() }}
          testId="api-key-secret"
          secret={secret}
          done={
            <Link to="/api-keys" className="btn btn-primary">
              {m.done()}
            </Link>
          }
        />
      ) : (
        <ServerErrorContext.Provider value={serverError}>
          <form
            className="form-stack panel"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void form.handleSubmit()
            }}
          >
            <form.AppField name="name">{(field) => <field.TextField label={m.labelName()} autoComplete="off" required />}</form.AppField>
            <form.AppField name="role">
              {(field) => <field.SelectField label={m.labelRole()} options={options} placeholder={m.chooseRole()} required />}
            </form.AppField>
            <form.AppField name="expires_on">{(field) => <field.TextField label={m.labelExpiresOn()} type="date" hint={m.expiryHint()} />}</form.AppField>
            <ServerErrorAlert />
            <form.AppForm>
              <form.SubmitButton label={m.create()} />
            </form.AppForm>
          </form>
        </ServerErrorContext.Provider>
      )}
    </AddScreen>
  )
}
