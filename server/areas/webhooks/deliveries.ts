import { randomUUID } from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { webhookTestEvent } from '../../../src/contract/webhooks'
import { openSecret } from '../../auth/totp-key'
import type { Db } from '../../db/client'
import { eventHub, type ChangeNotice } from '../../kit/events'
import { historyEntries } from '../../kit/schema'
import { PermanentJobError, type JobInfo, type Jobs } from '../../platform/jobs'
import { tellOwners } from './notices'
import { post, refusedForGood, signedHeaders, succeeded, type Outcome } from './send'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './schema'

// Deliveries (docs/integrations.md#webhooks): every committed change reaches the events listener of each API process
// (the same pg_notify the live updates use, sent by the history writer in the write's transaction). Each process
// makes the deliveries of the organisation's enabled endpoints subscribed to the record type, one change after the
// other; the unique (endpoint, seq) keeps one per change whichever process hears it first, and only that process
// queues its job. A worker in any process signs and posts it. A 5xx, a timeout or a network error is tried again by a
// new job queued with exponential backoff (about a day with the default settings); a 4xx but 408 and 429 fails at
// once. Deliveries of one record to one endpoint go out in order: one waits (queued again a little later) while an
// earlier one of that record is pending or retrying. Every attempt is kept (the delivery log).

const webhookQueue = 'webhooks'

export type WebhookSettings = {
  /** Retries after the first attempt and the delay in seconds before the first (doubled each time, with jitter). */
  retryLimit: number
  retryDelaySeconds: number
  timeoutMs: number
  /** Deliveries failed for good in a row that disable an endpoint (one that spent every retry disables it at once). */
  failuresToDisable: number
  allowPrivate: boolean
}

/** 11 retries from 30 s, doubled each time (with jitter): the last about 24 hours after the first attempt. */
export const defaultWebhookSettings: Omit<WebhookSettings, 'allowPrivate'> = { retryLimit: 11, retryDelaySeconds: 30, timeoutMs: 10_000, failuresToDisable: 5 }

/** A delivery's job: `try` counts its attempts since it was queued (0 first), `waits` its turns waiting for an earlier one. */
type DeliveryJob = { delivery: string; try?: number; waits?: number }

/** Waiting for an earlier delivery of the record: again after the retry delay, doubled up to ten minutes, for about a day and a half. */
const waitSeconds = (settings: WebhookSettings, waits: number) => Math.min(600, settings.retryDelaySeconds * 2 ** Math.min(waits, 5))
const maxWaits = 200
/** The delay before try `tries + 1`: the retry delay doubled per try, with up to as much again of jitter. */
const backoffSeconds = (settings: WebhookSettings, tries: number) => settings.retryDelaySeconds * 2 ** tries * (1 + Math.random())

const messageId = () => `msg_${randomUUID().replaceAll('-', '')}`

/** The payload of a change: Standard Webhooks' `type`, `timestamp` and `data`, the data being the history entry. */
type Entry = typeof historyEntries.$inferSelect
const changePayload = (entry: Entry) => ({
  type: `${entry.record_type}.${entry.action}`,
  timestamp: entry.at.toISOString(),
  data: {
    id: entry.id,
    seq: entry.seq,
    record_type: entry.record_type,
    record_id: entry.record_id,
    record_label: entry.record_label,
    action: entry.action,
    changes: entry.changes,
    actor: { id: entry.actor_id, name: entry.actor_name, role: entry.actor_role },
    at: entry.at.toISOString(),
  },
})

/** Makes the deliveries of one change (none twice, whichever process hears it) and queues the ones made here. */
async function dispatch(db: Db, jobs: Jobs, notice: ChangeNotice): Promise<void> {
  const targets = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.org_id, notice.org), eq(webhookEndpoints.enabled, true), sql`${notice.type} = any(${webhookEndpoints.event_types})`))
  if (targets.length === 0) return
  const [entry] = await db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, notice.org), eq(historyEntries.seq, notice.seq)))
  if (!entry) return
  const payload = changePayload(entry)
  for (const target of targets) {
    const [made] = await db
      .insert(webhookDeliveries)
      .values({
        org_id: notice.org,
        endpoint_id: target.id,
        message_id: messageId(),
        event_type: payload.type,
        seq: entry.seq,
        record_type: entry.record_type,
        record_id: entry.record_id,
        payload,
      })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id })
    if (made) await jobs.send(webhookQueue, { delivery: made.id } satisfies DeliveryJob, { key: made.id })
  }
}

/** "Send test event": a delivery of `webhook.test` to the endpoint, queued at once. */
export async function sendTestEvent(db: Db, jobs: Jobs, orgId: string, endpointId: string) {
  const at = new Date().toISOString()
  const payload = { type: webhookTestEvent, timestamp: at, data: { endpoint_id: endpointId, at } }
  const [made] = await db
    .insert(webhookDeliveries)
    .values({ org_id: orgId, endpoint_id: endpointId, message_id: messageId(), event_type: webhookTestEvent, payload })
    .returning({ id: webhookDeliveries.id })
  await jobs.send(webhookQueue, { delivery: made!.id } satisfies DeliveryJob, { key: made!.id })
  return made!.id
}

/**
 * An event that is not a record's change (`import.finished`): a delivery to each enabled endpoint of the organisation
 * subscribed to its type, queued at once. Answers how many were queued.
 */
export async function sendEvent(db: Db, jobs: Jobs, orgId: string, type: string, data: Record<string, unknown>): Promise<number> {
  const targets = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.org_id, orgId), eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.event_types})`))
  const payload = { type, timestamp: new Date().toISOString(), data }
  for (const target of targets) {
    const [made] = await db
      .insert(webhookDeliveries)
      .values({ org_id: orgId, endpoint_id: target.id, message_id: messageId(), event_type: type, payload })
      .returning({ id: webhookDeliveries.id })
    await jobs.send(webhookQueue, { delivery: made!.id } satisfies DeliveryJob, { key: made!.id })
  }
  return targets.length
}

/** Replays a delivery: the same message (its webhook-id and payload), signed anew, as a new job. */
export async function replayDelivery(db: Db, jobs: Jobs, id: string): Promise<void> {
  await db.update(webhookDeliveries).set({ state: 'pending' }).where(eq(webhookDeliveries.id, id))
  await jobs.send(webhookQueue, { delivery: id } satisfies DeliveryJob)
}

const summary = (outcome: Outcome) => (outcome.status !== null ? `HTTP ${outcome.status}` : (outcome.error ?? '?')).slice(0, 200)

/** Whether an earlier delivery of the same record to the same endpoint is still to go out (this one waits for it). */
async function earlierUnfinished(db: Db, row: { id: string; endpoint_id: string; seq: number | null; record_type: string | null; record_id: string | null }) {
  if (row.seq === null || row.record_type === null || row.record_id === null) return null
  const [earlier] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpoint_id, row.endpoint_id),
        eq(webhookDeliveries.record_type, row.record_type),
        eq(webhookDeliveries.record_id, row.record_id),
        lt(webhookDeliveries.seq, row.seq),
        inArray(webhookDeliveries.state, ['pending', 'retrying']),
      ),
    )
    .limit(1)
  return earlier ?? null
}

/** Failed for good: counted; the endpoint turned off (its owners told) after too many in a row, or at once when every retry was spent. */
async function failedForGood(db: Db, settings: WebhookSettings, row: { org_id: string; endpoint_id: string; url: string }, exhausted: boolean, reason: string) {
  await db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failures_in_a_row: sql`${webhookEndpoints.failures_in_a_row} + 1` })
      .where(eq(webhookEndpoints.id, row.endpoint_id))
      .returning({ failures: webhookEndpoints.failures_in_a_row })
    if (!exhausted && (endpoint?.failures ?? 0) < settings.failuresToDisable) return
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabled_reason: reason, updated_at: sql`now()` })
      .where(and(eq(webhookEndpoints.id, row.endpoint_id), eq(webhookEndpoints.enabled, true)))
      .returning({ id: webhookEndpoints.id })
    if (off) await tellOwners(tx, row.org_id, { id: row.endpoint_id, url: row.url }, reason)
  })
}

/**
 * One attempt of one delivery. A retry is a new job (its key derived from this job's, so a rerun of this job after a
 * crash queues none twice); it throws PermanentJobError when the delivery failed for good, and pg-boss retries the job
 * only when something else broke (the database).
 */
async function attempt(db: Db, jobs: Jobs, key: Buffer, settings: WebhookSettings, data: DeliveryJob, job: JobInfo) {
  const tries = data.try ?? 0
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      org_id: webhookDeliveries.org_id,
      endpoint_id: webhookDeliveries.endpoint_id,
      message_id: webhookDeliveries.message_id,
      payload: webhookDeliveries.payload,
      seq: webhookDeliveries.seq,
      record_type: webhookDeliveries.record_type,
      record_id: webhookDeliveries.record_id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previous_secret: webhookEndpoints.previous_secret,
      previous_secret_until: webhookEndpoints.previous_secret_until,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpoint_id))
    .where(eq(webhookDeliveries.id, data.delivery))
  // An endpoint deleted or disabled since: its deliveries stop.
  if (!row) return { skipped: 'gone' }
  if (!row.enabled) {
    await db.update(webhookDeliveries).set({ state: 'failed' }).where(eq(webhookDeliveries.id, row.id))
    return { skipped: 'disabled' }
  }
  const waits = data.waits ?? 0
  const earlier = waits < maxWaits ? await earlierUnfinished(db, row) : null
  if (earlier) {
    await jobs.send(webhookQueue, { ...data, waits: waits + 1 } satisfies DeliveryJob, {
      key: `${job.id}:wait`,
      startAfterSeconds: waitSeconds(settings, waits),
    })
    return { waitingFor: earlier.id }
  }
  const secret = openSecret(key, row.secret)
  if (!secret) throw new PermanentJobError('the endpoint secret cannot be opened with this server key')
  // A secret replaced by "Rotate secret" signs too until its overlap ends.
  const now = new Date()
  const overlapping =
    row.previous_secret && row.previous_secret_until && new Date(row.previous_secret_until) > now ? openSecret(key, row.previous_secret) : null
  const body = JSON.stringify(row.payload)
  const outcome = await post(row.url, signedHeaders(overlapping ? [secret, overlapping] : [secret], row.message_id, body, now), body, settings)
  const ok = succeeded(outcome)
  const final = ok || refusedForGood(outcome) || tries >= settings.retryLimit
  const state = ok ? 'succeeded' : final ? 'failed' : 'retrying'
  const [counted] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, state })
    .where(eq(webhookDeliveries.id, row.id))
    .returning({ attempts: webhookDeliveries.attempts })
  await db.insert(webhookAttempts).values({
    org_id: row.org_id,
    endpoint_id: row.endpoint_id,
    delivery_id: row.id,
    attempt: counted?.attempts ?? 1,
    status_code: outcome.status,
    duration_ms: outcome.durationMs,
    error: outcome.error,
    response: outcome.response,
  })
  if (ok) {
    await db.update(webhookEndpoints).set({ failures_in_a_row: 0 }).where(eq(webhookEndpoints.id, row.endpoint_id))
    return { status: outcome.status }
  }
  if (!final) {
    await jobs.send(webhookQueue, { delivery: row.id, try: tries + 1 } satisfies DeliveryJob, {
      key: `${job.id}:retry`,
      startAfterSeconds: backoffSeconds(settings, tries),
    })
    return { retrying: summary(outcome) }
  }
  const exhausted = !refusedForGood(outcome) && settings.retryLimit > 0
  await failedForGood(db, settings, row, exhausted, summary(outcome))
  throw new PermanentJobError(`webhook: ${summary(outcome)}`)
}

/** Works the webhooks queue in this process and makes the deliveries of every committed change (every API process does). */
export async function startWebhookJobs(db: Db, jobs: Jobs, key: Buffer, settings: WebhookSettings): Promise<void> {
  // pg-boss's own retries are for a job that broke (its process died, the database failed), not for the receiver's answers.
  await jobs.define(webhookQueue, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 })
  await jobs.work<DeliveryJob>(webhookQueue, (data, job) => attempt(db, jobs, key, settings, data, job), { concurrency: 2 })
  // One change after the other in this process: an earlier change's deliveries exist before a later one's (the order per record).
  let queued = Promise.resolve()
  await eventHub(db).watchChanges((notice) => {
    queued = queued.then(() => dispatch(db, jobs, notice)).catch((error: unknown) => console.error(`[webhooks] not queued: ${String(error)}`))
  })
}
