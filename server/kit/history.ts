import { createHash, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { tryGetContext } from 'hono/context-storage'
import type { HistoryAction, HistoryChange, HistoryRecordType } from '../../src/contract/history'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client'
import { orgChanged } from './org-changes'
import { eventsChannel, listsChanged } from './events'
import type { ChangeNotice } from './events'
import { historyEntries } from './schema'
import type { AppEnv } from './types'

/**
 * The history writer (docs/history.md): `recordChange` appends one entry to the organisation's trail in the write's own
 * transaction, naming the person from the request (set once by requireAuth, read here through Hono's context storage)
 * and the request's Idempotency-Key. A write outside a request (a seed, a command-line tool) is the system's.
 */

/** What a write says about itself; the person, the time and the chain are the writer's. */
export type HistoryRecord = { type: HistoryRecordType; id: string; label: string; action: HistoryAction; changes: HistoryChange[] }

type Actor = { actor_id: string | null; actor_name: string; actor_role: string }
const system: Actor = { actor_id: null, actor_name: 'System', actor_role: 'system' }

/** The person making the request this write belongs to, and its Idempotency-Key; the system outside a request. */
function requestOf(): Actor & { idempotency_key: string | null } {
  const c = tryGetContext<AppEnv>()
  const user = c?.get('user')
  const idempotency_key = c?.get('idempotencyKey') ?? null
  if (!user) return { ...system, idempotency_key }
  // A write through an API key is the key's, by its name (docs/integrations.md), not the person's who made it.
  const key = c?.get('apiKey')
  if (key) return { actor_id: key.id, actor_name: `API key ${key.name}`, actor_role: key.role, idempotency_key }
  return { actor_id: user.id, actor_name: `${user.first_name} ${user.last_name}`.trim(), actor_role: user.role, idempotency_key }
}

/**
 * Where the entries go: the main API's `history_entries`, or a service's own table of the same columns in its own
 * database (the ads service's `ads.history_entries`, docs/history.md#the-ads-service).
 */
export type HistoryTable = PgTable & Pick<typeof historyEntries, keyof typeof historyEntries._.columns>

/** What the writer needs of a transaction: any database's (the main API's, or a service's own). */
type WriteTx = Pick<Tx, 'execute' | 'insert'>

/** The first link of every organisation's chain. */
export const chainStart = '0'.repeat(64)

/** The fields of an entry its hash covers: everything it says, and its place in the chain. */
export type ChainedEntry = Omit<typeof historyEntries.$inferSelect, 'at' | 'hash'> & { at: string }

/**
 * The entry as the hash reads it (docs/history.md#the-entry): its fields in a fixed order as one JSON array, each change
 * as [field, label, before, after]. Plain JSON.stringify of arrays and scalars: the same text on every run and after
 * jsonb gives the changes back, and about eight times quicker than sorting the keys of objects.
 */
const hashedText = (entry: ChainedEntry) =>
  JSON.stringify([
    entry.id,
    entry.org_id,
    entry.seq,
    entry.at,
    entry.record_type,
    entry.record_id,
    entry.record_label,
    entry.action,
    entry.actor_id,
    entry.actor_name,
    entry.actor_role,
    entry.idempotency_key,
    entry.changes.map(({ field, label, before, after }) => [field, label, before, after]),
  ])

/** sha256 of the previous entry's hash and this entry's text: an edit of either breaks the link. */
export const entryHash = (entry: ChainedEntry) => createHash('sha256').update(entry.prev_hash).update(hashedText(entry)).digest('hex')

/**
 * Turned off only inside the history bench's own process (tests/bench/history.ts), to time the same writes without
 * this step in the same run. Nothing in the app turns it off, and no request or setting can.
 */
export const writer = { on: true }

// Any fixed 32-bit number: the first half of the per-organisation advisory lock on its chain.
const chainLock = 2026_0020

/**
 * Appends the entry. Call it last in the transaction (after the write and its read): it takes the organisation's chain
 * lock, held until commit, so the organisation's writes take turns only for this last step. A rollback takes the entry
 * with it.
 */
export async function recordChange(tx: WriteTx, orgId: string, record: HistoryRecord, table: HistoryTable = historyEntries): Promise<void> {
  if (!writer.on) return
  await tx.execute(sql`select pg_advisory_xact_lock(${chainLock}, hashtext(${orgId}))`)
  const result = (await tx.execute(
    sql`select to_char(date_trunc('milliseconds', clock_timestamp()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
          last.seq::text as seq, last.hash
        from (select 1) as one left join lateral (
          select seq, hash from ${table} where org_id = ${orgId} order by seq desc limit 1
        ) as last on true`,
  )) as unknown as { rows: { now: string; seq: string | null; hash: string | null }[] }
  const [last] = result.rows
  if (!last) throw new Error('the history chain cannot be read')
  const entry: ChainedEntry = {
    id: randomUUID(),
    org_id: orgId,
    seq: Number(last.seq ?? 0) + 1,
    at: last.now,
    record_type: record.type,
    record_id: record.id,
    record_label: record.label,
    action: record.action,
    ...requestOf(),
    changes: record.changes,
    prev_hash: last.hash ?? chainStart,
  }
  await tx.insert(table as typeof historyEntries).values({ ...entry, at: new Date(entry.at), hash: entryHash(entry) })
  if (table === historyEntries) orgChanged(orgId)
  // The live updates (server/kit/events.ts): PostgreSQL delivers it on commit only, to every listening process. Only
  // the main trail's: a service's own seq numbers are no event ids of the main stream (even on a shared database).
  if (table !== historyEntries) return
  const notice: ChangeNotice = { org: orgId, type: record.type, id: record.id, action: record.action, at: entry.at, seq: entry.seq, by: entry.actor_id }
  await tx.execute(sql`select pg_notify(${eventsChannel}, ${JSON.stringify(notice)})`)
}

/**
 * Appends many entries in one go (an import's rows): one lock and one read of the chain's end, then the entries chained
 * in memory and inserted in batches. The same chain recordChange makes, entry for entry. `notify` sends each entry's
 * live update as recordChange does (the price grid's saved rows); an import's rows go without.
 */
export async function recordChanges(
  tx: WriteTx,
  orgId: string,
  records: readonly HistoryRecord[],
  table: HistoryTable = historyEntries,
  { notify = false }: { notify?: boolean } = {},
): Promise<void> {
  if (!writer.on || records.length === 0) return
  await tx.execute(sql`select pg_advisory_xact_lock(${chainLock}, hashtext(${orgId}))`)
  const result = (await tx.execute(
    sql`select to_char(date_trunc('milliseconds', clock_timestamp()) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now,
          last.seq::text as seq, last.hash
        from (select 1) as one left join lateral (
          select seq, hash from ${table} where org_id = ${orgId} order by seq desc limit 1
        ) as last on true`,
  )) as unknown as { rows: { now: string; seq: string | null; hash: string | null }[] }
  const [last] = result.rows
  if (!last) throw new Error('the history chain cannot be read')
  const actor = requestOf()
  let seq = Number(last.seq ?? 0)
  let prev = last.hash ?? chainStart
  const rows = records.map((record) => {
    seq += 1
    const entry: ChainedEntry = {
      id: randomUUID(),
      org_id: orgId,
      seq,
      at: last.now,
      record_type: record.type,
      record_id: record.id,
      record_label: record.label,
      action: record.action,
      ...actor,
      changes: record.changes,
      prev_hash: prev,
    }
    prev = entryHash(entry)
    return { ...entry, at: new Date(entry.at), hash: prev }
  })
  for (let start = 0; start < rows.length; start += 500) await tx.insert(table as typeof historyEntries).values(rows.slice(start, start + 500))
  if (table !== historyEntries) return
  orgChanged(orgId)
  // Without a live update per row, one word that the organisation's lists changed (their kept counts go).
  if (!notify) return listsChanged(tx, orgId, seq)
  const notices = records.map(({ type, id, action }, index): ChangeNotice => ({
    org: orgId,
    type,
    id,
    action,
    at: last.now,
    seq: (rows[index] as { seq: number }).seq,
  }))
  for (let start = 0; start < notices.length; start += 500) {
    const payloads = sql.join(
      notices.slice(start, start + 500).map((notice) => sql`(${JSON.stringify(notice)})`),
      sql`, `,
    )
    await tx.execute(sql`select pg_notify(${eventsChannel}, payload) from (values ${payloads}) as notices(payload)`)
  }
}

type Value = HistoryChange['before']

/** A value as the history keeps it: dates as ISO text, lists of records by their ids, anything else as JSON text. */
function stored(value: unknown): Value {
  if (value === undefined || value === null) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value))
    return value.map((item: unknown) =>
      typeof item === 'string' || typeof item === 'number' ? item : typeof item === 'object' && item && 'id' in item ? String(item.id) : JSON.stringify(item),
    )
  return JSON.stringify(value)
}

const isGroup = (value: unknown): value is object => Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)

/** A record's fields one level deep: a group like a variant's `attributes` gives its own fields (size, colour) unless the record has them. */
function flat(row: object | null): Record<string, unknown> {
  const entries = Object.entries(row ?? {})
  const fields: Record<string, unknown> = Object.fromEntries(entries.filter(([, value]) => !isGroup(value)))
  for (const [, group] of entries.filter(([, value]) => isGroup(value)))
    for (const [key, value] of Object.entries(group as object)) if (!(key in fields)) fields[key] = value
  return fields
}

/** Never in a trail: the version stamps, and anything secret (the writer refuses these names even when labelled). */
const neverRecorded = new Set(['id', 'org_id', 'created_at', 'updated_at'])
const secret = /password|secret|token|hash|otp/i

/**
 * The fields that differ between two reads of a record (`before` null for a create), in the order of `labels`: only
 * labelled fields are recorded (the contract's `*Labels` say which, and what each is called), less `omit`.
 */
export function diff(
  before: object | null,
  after: object | null,
  labels: Readonly<Record<string, string>>,
  { omit = [] }: { omit?: readonly string[] } = {},
): HistoryChange[] {
  const was = flat(before)
  const now = flat(after)
  const changes: HistoryChange[] = []
  for (const [field, label] of Object.entries(labels)) {
    if (neverRecorded.has(field) || secret.test(field) || omit.includes(field)) continue
    if (!(field in was) && !(field in now)) continue
    const change = { field, label, before: stored(was[field]), after: stored(now[field]) }
    if (JSON.stringify(change.before) !== JSON.stringify(change.after)) changes.push(change)
  }
  return changes
}
