import { Link } from '@tanstack/react-router'
import { historyRecordTypes, type HistoryRecordType } from '../../contract/history'
import { importFinishedEvent, webhookStateLabels, type WebhookAttempt, type WebhookDeliveryState, type WebhookEndpoint } from '../../contract/webhooks'
import * as m from '../../paraglide/m/webhooks'
import { formatDateTime } from '../../lib/dates'
import { formatAge } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { StatusBadge, type Tone } from '../../ui/status-badge'
import '../../ui/list/cells.css'

/** A subscribed record type by its name in the page's language (an unknown one as it is). */
export const eventTypeLabel = (type: string) =>
  type === importFinishedEvent ? m.eventImportFinished() : type in historyRecordTypes ? historyRecordTypes[type as HistoryRecordType].label() : type

export const endpointBadge = (row: WebhookEndpoint) => (
  <StatusBadge label={row.enabled ? m.stateEnabled() : m.stateDisabled()} tone={row.enabled ? 'success' : row.disabled_reason ? 'danger' : 'neutral'} />
)

export const webhooksColumns: Column<WebhookEndpoint>[] = [
  {
    key: 'url',
    header: m.labelUrl,
    sortKey: 'url',
    primary: true,
    render: (row) => (
      <Link to="/webhooks/$id" params={{ id: row.id }} className="cell-wrap">
        {row.url}
      </Link>
    ),
  },
  { key: 'enabled', header: m.labelState, card: 'meta', render: endpointBadge },
  { key: 'description', header: m.labelDescription, card: 'detail', render: (row) => row.description ?? '' },
  { key: 'event_types', header: m.labelEvents, card: 'detail', render: (row) => row.event_types.map(eventTypeLabel).join(', ') },
  { key: 'created_at', header: m.labelCreated, sortKey: 'created_at', card: 'detail', render: (row) => formatAge(row.created_at) },
]

const tones: Record<WebhookDeliveryState, Tone> = { pending: 'neutral', retrying: 'warning', succeeded: 'success', failed: 'danger' }

export const attemptsColumns: Column<WebhookAttempt>[] = [
  { key: 'at', header: m.labelAt, sortKey: 'at', primary: true, render: (row) => formatDateTime(row.at) },
  { key: 'event_type', header: m.labelEvent, card: 'meta', render: (row) => <code>{row.event_type}</code> },
  {
    key: 'state',
    header: m.labelState,
    card: 'meta',
    render: (row) => <StatusBadge label={webhookStateLabels[row.state]} tone={tones[row.state]} />,
  },
  { key: 'attempt', header: m.labelAttempt, card: 'detail', render: (row) => String(row.attempt) },
  { key: 'status_code', header: m.labelStatusCode, card: 'detail', render: (row) => (row.status_code === null ? m.noAnswer() : String(row.status_code)) },
  { key: 'duration_ms', header: m.labelDuration, card: 'detail', render: (row) => m.durationMs({ ms: row.duration_ms }) },
  { key: 'error', header: m.labelError, card: 'detail', render: (row) => row.error ?? row.response ?? '' },
  { key: 'message_id', header: m.labelMessageId, card: 'detail', render: (row) => <code>{row.message_id}</code> },
]
