import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { WebhookEndpoint, WebhookEndpointBody } from '../../contract/webhooks'
import * as m from '../../paraglide/m/webhooks'
import { errorText } from '../../lib/api-error'
import { formatDateTime } from '../../lib/dates'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { DetailFacts } from '../../ui/detail-layout'
import { BackLink } from '../../ui/form/form-layout'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { QueryState } from '../../ui/query-state'
import { deleteWebhook, replayDelivery, rotateSecret, saveWebhook, sendTestEvent, webhookAttemptsResource, webhooksResource } from './api'
import { SecretPanel } from '../../ui/secret-panel'
import { attemptsColumns, endpointBadge, eventTypeLabel } from './webhooks-columns'
import { attemptsList } from './webhooks-lists'

/** The endpoint's facts and actions: send a test event, enable or disable it, rotate its secret (the new one shown once), delete it. */
function EndpointPanel({ endpoint, refresh }: { endpoint: WebhookEndpoint; refresh: () => Promise<void> }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const [asking, setAsking] = useState<'delete' | 'rotate' | null>(null)
  const [secret, setSecret] = useState<string | null>(null)
  const run = async (name: string, action: () => Promise<{ message: string }>, after = refresh) => {
    setBusy(name)
    try {
      notifySuccess((await action()).message)
      await after()
    } catch (error) {
      notifyError(errorText(error, m.loadFailed()))
    } finally {
      setBusy(null)
    }
  }
  // The delivery happens in the background: the log is read again as it is likely done.
  const refreshSoon = async () => {
    await refresh()
    for (const ms of [1000, 3000, 8000]) setTimeout(() => void refresh(), ms)
  }
  const body = { url: endpoint.url, description: endpoint.description, event_types: endpoint.event_types as WebhookEndpointBody['event_types'] }
  return (
    <section className="panel form-stack" aria-label={endpoint.url}>
      <DetailFacts
        facts={[
          [m.labelUrl(), <code key="url">{endpoint.url}</code>],
          [m.labelState(), endpointBadge(endpoint)],
          [m.labelEvents(), endpoint.event_types.map(eventTypeLabel).join(', ')],
          ...(endpoint.description ? ([[m.labelDescription(), endpoint.description]] as const) : []),
        ]}
      />
      {endpoint.previous_secret_until && <p role="status">{m.previousSecretUntil({ at: formatDateTime(endpoint.previous_secret_until) })}</p>}
      {secret && (
        <SecretPanel
          text={{ title: m.newSecretTitle(), once: m.secretOnce(), copy: m.copy(), copied: m.copied() }}
          testId="webhook-secret"
          secret={secret}
          done={
            <Button variant="primary" onClick={() => setSecret(null)}>
              {m.done()}
            </Button>
          }
        />
      )}
      {endpoint.disabled_reason && (
        <p role="status" className="field-error">
          {m.disabledBecause({ count: endpoint.failures_in_a_row, last: endpoint.disabled_reason })}
        </p>
      )}
      <div className="leave-dialog-actions">
        <Button loading={busy === 'test'} disabled={!endpoint.enabled} onClick={() => void run('test', () => sendTestEvent(endpoint.id), refreshSoon)}>
          {m.sendTest()}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'enable'}
          onClick={() => void run('enable', () => saveWebhook(endpoint.id, { ...body, enabled: !endpoint.enabled }))}
        >
          {endpoint.enabled ? m.disable() : m.enable()}
        </Button>
        <Button variant="secondary" loading={busy === 'rotate'} onClick={() => setAsking('rotate')}>
          {m.rotateSecret()}
        </Button>
        <Button variant="secondary" loading={busy === 'delete'} onClick={() => setAsking('delete')}>
          {m.deleteEndpoint()}
        </Button>
      </div>
      <ConfirmDialog
        ask={
          asking === 'rotate'
            ? { title: m.rotateSecret(), text: m.rotateConfirm({ url: endpoint.url }), action: m.rotateSecret(), keep: m.cancel() }
            : asking === 'delete'
              ? { title: m.deleteEndpoint(), text: m.deleteConfirm({ url: endpoint.url }), action: m.deleteEndpoint(), keep: m.cancel() }
              : null
        }
        onConfirm={() => {
          const action = asking
          setAsking(null)
          if (action === 'rotate')
            return void run('rotate', async () => {
              const result = await rotateSecret(endpoint.id)
              setSecret(result.data.secret)
              return result
            })
          void run(
            'delete',
            () => deleteWebhook(endpoint.id),
            async () => {
              await queryClient.invalidateQueries({ queryKey: webhooksResource.keys.all })
              await navigate({ to: '/webhooks' })
            },
          )
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  )
}

/** /webhooks/:id (owner): the endpoint, its actions and its delivery log (every attempt), each delivery replayable. */
export function WebhookLogScreen({ id, search }: { id: string; search: ListRouteSearch }) {
  const queryClient = useQueryClient()
  const endpoint = useQuery(webhooksResource.detailQuery(id))
  const attempts = webhookAttemptsResource(id)
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: webhooksResource.keys.all })
  }
  const [busy, setBusy] = useState<string | null>(null)
  const replay = async (delivery: string) => {
    setBusy(delivery)
    try {
      notifySuccess((await replayDelivery(id, delivery)).message)
      await refresh()
    } catch (error) {
      notifyError(errorText(error, m.loadFailed()))
    } finally {
      setBusy(null)
    }
  }
  return (
    <ResourceListScreen
      search={search}
      actions={<BackLink to="/webhooks">{m.backToWebhooks()}</BackLink>}
      panel={() => (
        <QueryState query={endpoint} what={m.nounEndpoint()} fallback={m.loadFailed()}>
          {(row) => <EndpointPanel endpoint={row} refresh={refresh} />}
        </QueryState>
      )}
      resource={attempts}
      definition={attemptsList}
      emptyAction={null}
      columns={attemptsColumns}
      rowAction={(row) => (
        <Button variant="secondary" size="sm" loading={busy === row.delivery_id} onClick={() => void replay(row.delivery_id)}>
          {m.replay()}
          <span className="visually-hidden"> {row.message_id}</span>
        </Button>
      )}
    />
  )
}
