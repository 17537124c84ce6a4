import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { perHandle } from './per-handle'
import { sharedFigures } from './schema'

/**
 * Dashboard figures per organisation, kept in the database (table shared_figures) for a few seconds, so that
 * every API process serves the same figures and a burst of dashboard loads, on any process, runs the stats
 * query once rather than once per request.
 *
 * - One process computes at a time: it claims the row (`refreshing_until`, a lease of `leaseMs`) in one
 *   statement; meanwhile the others serve the stored copy. Callers in one process share one read.
 * - A committed write that changes a counted figure calls `statsChanged`: the row's `changed_at` moves on, so
 *   every process's next load computes again (figures whose computing began before the write are not fresh).
 *   The process that wrote recomputes at once, without waiting for that update.
 * - What can be up to `statsTtlMs` old: figures that move with the clock alone (a promo code's window opening or
 *   closing, a sign-in expiring). A dashboard tile a few seconds behind is acceptable; a list is never cached.
 */
const statsTtlMs = 5_000
/** A process that has not stored its figures this long after claiming them has failed: another may compute. */
const leaseMs = 30_000

type Local = { pending: Map<string, Promise<unknown>>; changed: Map<string, number> }

// Per Db, so test files (and apps) with their own database never share what is under way.
const localOf = perHandle((_db: Db): Local => ({ pending: new Map(), changed: new Map() }))
let changes = 0

type Stored = { figures: unknown; fresh: boolean; refreshing: boolean }

async function stored(db: Db, key: string, ttlMs: number): Promise<Stored | undefined> {
  const [row] = await db
    .select({
      figures: sharedFigures.figures,
      fresh: sql<boolean>`${sharedFigures.computedAt} >= ${sharedFigures.changedAt} and ${sharedFigures.computedAt} > now() - ${ttlMs}::int * interval '1 millisecond'`,
      refreshing: sql<boolean>`coalesce(${sharedFigures.refreshingUntil} > now(), false)`,
    })
    .from(sharedFigures)
    .where(sql`${sharedFigures.key} = ${key}`)
  return row
}

/** Takes the lease on `key` (making its row if there is none); the database's time at the claim, or null when another process holds it. */
async function claim(db: Db, key: string, force: boolean): Promise<string | null> {
  const rows = (await db.execute(sql`
    insert into ${sharedFigures} (key, computed_at, changed_at, refreshing_until)
    values (${key}, '-infinity', '-infinity', now() + ${leaseMs}::int * interval '1 millisecond')
    on conflict (key) do update set refreshing_until = excluded.refreshing_until
      where ${force} or ${sharedFigures.refreshingUntil} is null or ${sharedFigures.refreshingUntil} <= now()
    returning now()::text as started`)) as unknown as { rows?: { started: string }[] } | { started: string }[]
  const list = Array.isArray(rows) ? rows : (rows.rows ?? [])
  return list[0]?.started ?? null
}

async function refresh<T>(db: Db, key: string, load: () => Promise<T>, ttlMs: number, local: Local): Promise<T> {
  const change = local.changed.get(key)
  const force = change !== undefined
  if (!force) {
    const copy = await stored(db, key, ttlMs)
    // Fresh, or being computed by another process: its copy is served meanwhile.
    if (copy && copy.figures !== null && (copy.fresh || copy.refreshing)) return copy.figures as T
  }
  const started = await claim(db, key, force)
  if (started === null) {
    const copy = await stored(db, key, ttlMs)
    if (copy && copy.figures !== null) return copy.figures as T
  }
  let figures: T
  try {
    figures = await load()
  } catch (error) {
    // A failure is not remembered: the lease goes, and the next caller (here or elsewhere) tries again.
    if (started !== null)
      await db
        .update(sharedFigures)
        .set({ refreshingUntil: null })
        .where(sql`${sharedFigures.key} = ${key}`)
    throw error
  }
  if (started !== null)
    await db
      .update(sharedFigures)
      .set({ figures: sql`${JSON.stringify(figures)}::jsonb`, computedAt: sql`${started}::timestamptz`, refreshingUntil: null })
      .where(sql`${sharedFigures.key} = ${key}`)
  if (local.changed.get(key) === change) local.changed.delete(key)
  return figures
}

const keyOf = (orgId: string) => `stats:${orgId}`

/** The organisation's figures: the stored copy while fresh, else `load()` (by one caller of this process at a time), stored for the others. */
export function cachedOrgStats<T>(db: Db, orgId: string, load: () => Promise<T>, ttlMs = statsTtlMs): Promise<T> {
  const local = localOf(db)
  const key = keyOf(orgId)
  const running = local.pending.get(key)
  if (running) return running as Promise<T>
  const value = refresh(db, key, load, ttlMs, local).finally(() => {
    if (local.pending.get(key) === value) local.pending.delete(key)
  })
  local.pending.set(key, value)
  return value
}

/**
 * Call after a committed write that changes what the dashboard counts for `orgId` (team members, sign-ins,
 * brands, templates, variants, stock, promo codes). A read already running keeps its callers but is no longer
 * handed to new ones; every process computes the figures again on its next load.
 */
export async function statsChanged(db: Db, orgId: string): Promise<void> {
  const local = localOf(db)
  const key = keyOf(orgId)
  local.pending.delete(key)
  local.changed.set(key, ++changes)
  // Awaited by the writer before it answers, so a read on another process after the answer sees the change.
  await db
    .update(sharedFigures)
    .set({ changedAt: sql`now()` })
    .where(sql`${sharedFigures.key} = ${key}`)
    .catch((error: unknown) => console.error(`[database] the dashboard figures of ${orgId} could not be marked changed: ${String(error)}`))
}
