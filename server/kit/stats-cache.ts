import type { Db } from '../db/client'

/**
 * Dashboard figures per organisation, kept for a few seconds so a burst of dashboard loads runs
 * the stats query once, not once per request (PGlite runs one query at a time).
 *
 * - Single flight: callers that arrive while the query runs share its promise.
 * - A write by this process that changes a counted figure calls `statsChanged` (after it has
 *   committed), which drops the organisation's entry: the next load sees the write.
 * - What can be up to `statsTtlMs` old: figures that move with the clock alone (a promo code's
 *   window opening or closing, a sign-in expiring) and writes made by another API copy over the
 *   same PostgreSQL. A dashboard tile a few seconds behind is acceptable; a list is never cached.
 *
 * One cache per Db, so test files (and apps) with their own database never share entries.
 */
const statsTtlMs = 5_000
/** Past this many organisations, settled entries that have expired are swept on the next miss. */
const sweepAbove = 1_000

type Entry = { value: Promise<unknown>; expiresAt: number }

const caches = new WeakMap<Db, Map<string, Entry>>()

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

function sweep(cache: Map<string, Entry>, now: number): void {
  if (cache.size <= sweepAbove) return
  for (const [key, entry] of cache) if (entry.expiresAt <= now) cache.delete(key)
}

/** The organisation's cached figures, or `load()` shared by every caller until it settles and for `statsTtlMs` after it started. */
export function cachedOrgStats<T>(db: Db, orgId: string, load: () => Promise<T>, ttlMs = statsTtlMs): Promise<T> {
  const cache = cacheOf(db)
  const now = Date.now()
  const hit = cache.get(orgId)
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>
  sweep(cache, now)
  // Pending entries never expire: late callers join the query already running.
  const entry: Entry = { value: load(), expiresAt: Number.POSITIVE_INFINITY }
  cache.set(orgId, entry)
  entry.value.then(
    () => {
      entry.expiresAt = now + ttlMs
    },
    () => {
      // A failed query is not remembered: the next caller tries again.
      if (cache.get(orgId) === entry) cache.delete(orgId)
    },
  )
  return entry.value as Promise<T>
}

/**
 * Call after a committed write that changes what the dashboard counts for `orgId` (team members,
 * sign-ins, brands, templates, variants, stock, promo codes). A query already running keeps its
 * callers but is no longer handed to new ones.
 */
export function statsChanged(db: Db, orgId: string): void {
  caches.get(db)?.delete(orgId)
}
