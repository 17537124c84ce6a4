import * as v from 'valibot'
import { messages, safeText } from '../common'
import { historyRecordTypes, type HistoryRecordType } from '../history'
import { detailResponse, listQueryWith, optionalField, uuidOf } from '../lists'
import type { CsvSpec } from '../vocabulary'
import * as m from '../../paraglide/m/webhooks'

/**
 * Webhooks (docs/integrations.md#webhooks): an owner subscribes an endpoint (a URL) to record types; every change of
 * such a record (its history entry) is posted there, signed as Standard Webhooks sign (webhook-id, webhook-timestamp,
 * webhook-signature), by the job queue, retried with backoff. The endpoint's secret (`whsec_...`) is shown once.
 */

/** An import's job ended with its rows written (docs/areas/jobs.md#imports): the job's id, record type and counts. */
export const importFinishedEvent = 'import.finished'

/**
 * What an endpoint subscribes to: a record type of the history (each of its changes: created, updated, status...),
 * or an event of its own (`import.finished`).
 */
type WebhookEventType = HistoryRecordType | typeof importFinishedEvent
const recordTypes = Object.keys(historyRecordTypes) as [HistoryRecordType, ...HistoryRecordType[]]
export const webhookEventTypes: [WebhookEventType, ...WebhookEventType[]] = [recordTypes[0], ...recordTypes.slice(1), importFinishedEvent]

/** The event type of "Send test event". */
export const webhookTestEvent = 'webhook.test'

export const webhookSecretPrefix = 'whsec_'

/** After "Rotate secret", how long deliveries carry a signature under the replaced secret too (24 hours). */
export const webhookSecretOverlapHours = 24

const urlField = v.pipe(
  safeText(() => m.urlInvalid()),
  v.trim(),
  v.nonEmpty(() => m.urlRequired()),
  v.maxLength(500, () => m.urlInvalid()),
  v.url(() => m.urlInvalid()),
  v.regex(/^https?:\/\//i, () => m.urlInvalid()),
)

export const webhookEndpointBody = v.object({
  url: urlField,
  description: optionalField(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(200, () => m.descriptionMax()),
    ),
  ),
  event_types: v.pipe(
    v.array(
      v.picklist(webhookEventTypes, () => m.eventsRequired()),
      () => m.eventsRequired(),
    ),
    v.minLength(1, () => m.eventsRequired()),
    v.maxLength(webhookEventTypes.length, () => m.eventsRequired()),
  ),
  enabled: v.optional(v.boolean(messages.invalid), true),
})
export type WebhookEndpointBody = v.InferInput<typeof webhookEndpointBody>

export const webhookListQuery = listQueryWith(['created_at', 'url'], {
  enabled: v.optional(v.picklist(['true', 'false'], messages.invalid)),
})
export type WebhookListQuery = v.InferInput<typeof webhookListQuery>
export type WebhookListParams = v.InferOutput<typeof webhookListQuery>

export const webhookEndpointSchema = v.object({
  id: v.string(),
  url: v.string(),
  description: v.nullable(v.string()),
  event_types: v.array(v.string()),
  enabled: v.boolean(),
  /** Why the server disabled it (deliveries failing), null when enabled or disabled by a person. */
  disabled_reason: v.nullable(v.string()),
  failures_in_a_row: v.number(),
  /** After "Rotate secret": until when deliveries are signed with the replaced secret too (null when they are not). */
  previous_secret_until: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type WebhookEndpoint = v.InferOutput<typeof webhookEndpointSchema>

export const webhookCreatedResponse = detailResponse(v.object({ ...webhookEndpointSchema.entries, secret: v.string() }))
export const webhookSavedResponse = detailResponse(webhookEndpointSchema)

export const webhookIdParam = v.object({ id: uuidOf(() => m.endpointNotFound()) })
export const webhookDeliveryParam = v.object({ id: uuidOf(() => m.endpointNotFound()), delivery: uuidOf(() => m.deliveryNotFound()) })

export const webhookDeliveryStates = ['pending', 'retrying', 'succeeded', 'failed'] as const
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number]

/** The delivery log: one row per attempt (its number, answer, time taken, error), with its delivery's event and state. */
export const webhookAttemptListQuery = listQueryWith(['at'], {
  state: v.optional(v.picklist(webhookDeliveryStates, messages.invalid)),
})
export type WebhookAttemptListQuery = v.InferInput<typeof webhookAttemptListQuery>
export type WebhookAttemptListParams = v.InferOutput<typeof webhookAttemptListQuery>

export const webhookAttemptSchema = v.object({
  id: v.string(),
  delivery_id: v.string(),
  /** The delivery's webhook-id (msg_...), the same on every attempt and replay. */
  message_id: v.string(),
  event_type: v.string(),
  state: v.picklist(webhookDeliveryStates),
  attempt: v.number(),
  status_code: v.nullable(v.number()),
  duration_ms: v.number(),
  error: v.nullable(v.string()),
  /** The start of the receiver's answer. */
  response: v.nullable(v.string()),
  at: v.string(),
})
export type WebhookAttempt = v.InferOutput<typeof webhookAttemptSchema>

const webhookDeliverySchema = v.object({
  id: v.string(),
  message_id: v.string(),
  event_type: v.string(),
  state: v.picklist(webhookDeliveryStates),
  attempts: v.number(),
  created_at: v.string(),
})
export const webhookDeliveryResponse = detailResponse(webhookDeliverySchema)

export const webhookStateLabels = {
  get pending() {
    return m.statePending()
  },
  get retrying() {
    return m.stateRetrying()
  },
  get succeeded() {
    return m.stateSucceeded()
  },
  get failed() {
    return m.stateFailed()
  },
}

export const webhookPaths = {
  list: '/api/webhooks',
  create: '/api/webhooks',
  one: (id: string) => `/api/webhooks/${encodeURIComponent(id)}`,
  test: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/test`,
  rotate: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/rotate-secret`,
  attempts: (id: string) => `/api/webhooks/${encodeURIComponent(id)}/attempts`,
  replay: (id: string, delivery: string) => `/api/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(delivery)}/replay`,
} as const

export const webhookCsv: CsvSpec<WebhookEndpoint> = {
  filename: 'webhooks',
  get columns(): CsvSpec<WebhookEndpoint>['columns'] {
    return [
      [m.labelUrl(), (row) => row.url],
      [m.labelDescription(), (row) => row.description],
      [m.labelEvents(), (row) => row.event_types.join(' ')],
      [m.labelEnabled(), (row) => (row.enabled ? m.yes() : m.no())],
      [m.labelDisabledReason(), (row) => row.disabled_reason],
      [m.labelCreated(), (row) => row.created_at],
    ]
  },
}

export const webhookAttemptCsv: CsvSpec<WebhookAttempt> = {
  filename: 'webhook-deliveries',
  get columns(): CsvSpec<WebhookAttempt>['columns'] {
    return [
      [m.labelAt(), (row) => row.at],
      [m.labelEvent(), (row) => row.event_type],
      [m.labelMessageId(), (row) => row.message_id],
      [m.labelAttempt(), (row) => row.attempt],
      [m.labelStatusCode(), (row) => row.status_code],
      [m.labelDuration(), (row) => row.duration_ms],
      [m.labelError(), (row) => row.error],
      [m.labelState(), (row) => webhookStateLabels[row.state]],
    ]
  },
}
