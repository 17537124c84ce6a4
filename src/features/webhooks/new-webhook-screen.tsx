import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { webhookEndpointBody, webhookEventTypes } from '../../contract/webhooks'
import * as m from '../../paraglide/m/webhooks'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { CheckboxGroupField } from '../../ui/form/checkbox-group-field'
import { AddScreen } from '../../ui/form/form-screens'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { createWebhook, webhooksResource } from './api'
import { SecretPanel } from '../../ui/secret-panel'
import { eventTypeLabel } from './webhooks-columns'

const endpointForm = v.object({
  url: webhookEndpointBody.entries.url,
  description: v.pipe(
    v.string(),
    v.maxLength(200, () => m.descriptionMax()),
  ),
  event_types: webhookEndpointBody.entries.event_types,
})
type EndpointForm = { url: string; description: string; event_types: string[] }
const empty: EndpointForm = { url: '', description: '', event_types: [] }

/** /webhooks/new (owner): a URL, a description and the records whose changes it receives; then its secret, once. */
export function NewWebhookScreen() {
  const queryClient = useQueryClient()
  const [made, setMade] = useState<{ id: string; secret: string } | null>(null)
  const options = webhookEventTypes.map((value) => ({ value, label: eventTypeLabel(value) }))
  const form = useAppForm({
    defaultValues: empty,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: endpointForm },
    onSubmit: async ({ value }) => {
      try {
        const { url, description, event_types } = v.parse(endpointForm, value)
        const result = await createWebhook({ url, description: description.trim() || null, event_types, enabled: true })
        notifySuccess(result.message)
        setMade({ id: result.data.id, secret: result.data.secret })
        await queryClient.invalidateQueries({ queryKey: webhooksResource.keys.all })
      } catch (error) {
        serverError.setFromError(error, value)
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  return (
    <AddScreen title={m.newEndpoint()} description={m.intro()} back={{ to: '/webhooks', label: m.backToWebhooks() }}>
      {made ? (
        <SecretPanel
          text={{ title: m.secretTitle(), once: m.secretOnce(), copy: m.copy(), copied: m.copied() }}
          testId="webhook-secret"
          secret={made.secret}
          done={
            <Link to="/webhooks/$id" params={{ id: made.id }} className="btn btn-primary">
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
            <form.AppField name="url">{(field) => <field.TextField label={m.labelUrl()} type="url" autoComplete="off" required />}</form.AppField>
            <form.AppField name="description">{(field) => <field.TextField label={m.labelDescription()} autoComplete="off" />}</form.AppField>
            <form.AppField name="event_types">
              {() => <CheckboxGroupField label={m.labelEvents()} options={options} hint={m.eventsHint()} required />}
            </form.AppField>
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
