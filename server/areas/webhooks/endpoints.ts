import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  webhookSecretOverlapHours,
  webhookSecretPrefix,
  type WebhookAttempt,
  type WebhookAttemptListParams,
  type WebhookEndpoint,
  type WebhookListParams,
} from '../../../src/contract/webhooks'
import { sealSecret } from '../../auth/totp-key'
import type { Db } from '../../db/client'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema'

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  event_types: webhookEndpoints.event_types,
  enabled: webhookEndpoints.enabled,
  disabled_reason: webhookEndpoints.disabled_reason,
  failures_in_a_row: webhookEndpoints.failures_in_a_row,
  previous_secret_until: webhookEndpoints.previous_secret_until,
  created_at: webhookEndpoints.created_at,
  updated_at: webhookEndpoints.updated_at,
}
const selectEndpoints = (db: Db) => db.select(endpointColumns).from(webhookEndpoints)
type EndpointRow = Awaited<ReturnType<ReturnType<typeof selectEndpoints>['execute']>>[number]
const toEndpoint = ({ previous_secret_until: until, ...row }: EndpointRow): WebhookEndpoint => ({
  ...row,
  // Shown only while it still signs.
  previous_secret_until: until && new Date(until).getTime() > Date.now() ? iso(new Date(until)) : null,
  created_at: iso(new Date(row.created_at)),
  updated_at: iso(new Date(row.updated_at)),
})

const endpointReads = resourceReads({
  table: webhookEndpoints,
  select: selectEndpoints,
  toItem: toEndpoint,
  order: { by: { created_at: webhookEndpoints.created_at, url: webhookEndpoints.url }, default: '-created_at' },
  search: [webhookEndpoints.url, webhookEndpoints.description],
  filters: (params: WebhookListParams) => [params.enabled ? eq(webhookEndpoints.enabled, params.enabled === 'true') : undefined],
})

/** The organisation's endpoints (the Webhooks screen) and one of them (null for another organisation's). */
export const listEndpoints = endpointReads.list
export const endpointOf = (db: Db, orgId: string, id: string) => endpointReads.get(db, orgId, id)

export type EndpointInput = { url: string; description: string | null; event_types: string[]; enabled: boolean }

const newSecret = () => `${webhookSecretPrefix}${randomBytes(32).toString('base64')}`

/** Makes an endpoint and its secret (`whsec_` and 32 random bytes in base64), answered once and kept sealed. */
export async function createEndpoint(db: Db, key: Buffer, orgId: string, createdBy: string, input: EndpointInput) {
  const secret = newSecret()
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ org_id: orgId, created_by: createdBy, ...input, secret: sealSecret(key, secret) })
    .returning({ id: webhookEndpoints.id })
  return { id: row!.id, secret }
}

/** Replaces an endpoint's settings; enabling it again clears the count of failures and the reason it was disabled. */
export async function updateEndpoint(db: Db, orgId: string, id: string, input: EndpointInput): Promise<boolean> {
  const updated = await db
    .update(webhookEndpoints)
    .set({
      ...input,
      updated_at: sql`now()`,
      ...(input.enabled ? { disabled_reason: null, failures_in_a_row: 0 } : {}),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.org_id, orgId)))
    .returning({ id: webhookEndpoints.id })
  return updated.length > 0
}

/**
 * "Rotate secret": a new secret, answered once; the one it replaces keeps signing too for webhookSecretOverlapHours
 * (a second rotation meanwhile drops the oldest). Null for an unknown endpoint or another organisation's.
 */
export async function rotateSecret(db: Db, key: Buffer, orgId: string, id: string): Promise<string | null> {
  const secret = newSecret()
  const rotated = await db
    .update(webhookEndpoints)
    .set({
      previous_secret: sql`${webhookEndpoints.secret}`,
      previous_secret_until: sql`now() + make_interval(hours => ${webhookSecretOverlapHours})`,
      secret: sealSecret(key, secret),
      updated_at: sql`now()`,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.org_id, orgId)))
    .returning({ id: webhookEndpoints.id })
  return rotated.length > 0 ? secret : null
}

export async function deleteEndpoint(db: Db, orgId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.org_id, orgId)))
    .returning({ id: webhookEndpoints.id })
  return deleted.length > 0
}

const attemptColumns = {
  id: webhookAttempts.id,
  delivery_id: webhookAttempts.delivery_id,
  message_id: webhookDeliveries.message_id,
  event_type: webhookDeliveries.event_type,
  state: webhookDeliveries.state,
  attempt: webhookAttempts.attempt,
  status_code: webhookAttempts.status_code,
  duration_ms: webhookAttempts.duration_ms,
  error: webhookAttempts.error,
  response: webhookAttempts.response,
  at: webhookAttempts.at,
}
const selectAttempts = (db: Db) =>
  db.select(attemptColumns).from(webhookAttempts).innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.delivery_id))
type AttemptRow = Awaited<ReturnType<ReturnType<typeof selectAttempts>['execute']>>[number]

type AttemptParams = WebhookAttemptListParams & { endpoint: string }
const attemptReads = resourceReads({
  table: webhookAttempts,
  select: selectAttempts,
  countFrom: (db: Db) =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.delivery_id)),
  toItem: (row: AttemptRow): WebhookAttempt => ({ ...row, state: row.state as WebhookAttempt['state'], at: iso(new Date(row.at)) }),
  order: { by: { at: webhookAttempts.at }, default: '-at', tiesFollowOrder: true },
  search: [webhookDeliveries.message_id, webhookDeliveries.event_type],
  filters: (params: AttemptParams) => [eq(webhookAttempts.endpoint_id, params.endpoint), params.state ? eq(webhookDeliveries.state, params.state) : undefined],
})

/** An endpoint's delivery log: its attempts, newest first, with their delivery's event and state. */
export const listAttempts = attemptReads.list

/** A delivery of the endpoint (null for an unknown one, or another endpoint's or organisation's). */
export async function deliveryOf(db: Db, orgId: string, endpointId: string, id: string) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      message_id: webhookDeliveries.message_id,
      event_type: webhookDeliveries.event_type,
      state: webhookDeliveries.state,
      attempts: webhookDeliveries.attempts,
      created_at: webhookDeliveries.created_at,
    })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpoint_id, endpointId), eq(webhookDeliveries.org_id, orgId)))
    .orderBy(desc(webhookDeliveries.created_at))
  return row ? { ...row, state: row.state as WebhookAttempt['state'], created_at: iso(new Date(row.created_at)) } : null
}
