import type { Counted } from './list-query'
import { eventHub } from './events'

/**
 * A list's count kept per organisation and filter until the organisation's next change (issue 36): page 2, a sort,
 * the same search again, or a second person opening the list reads the page alone, not the page and its count.
 *
 * - Every recorded write of an organisation (server/kit/history.ts) tells every process on commit, over the live
 *   updates' channel; an import sends one notice for all its rows. Each process then drops that organisation's counts.
 * - The writing process drops them sooner, when the write records its history entry, so its own next list counts
 *   again. A count read while that write's transaction is open (it cannot see the write) may be kept until the
 *   notice arrives, a millisecond or so after the commit: the same window every other process has.
 * - While the channel is not heard (starting, reconnecting) nothing is kept; its loss drops everything.
 * - An entry lives `maxAgeMs` at most, whatever happens, and there are at most `maxEntries`.
 *
 * Only for a list whose every write records history (`keepCount` in server/kit/resource-reads.ts): a table written
 * without an entry (jobs, notifications, a service's own trail) would keep an old total.
 */
const maxAgeMs = 30_000
const maxEntries = 5_000

/** Changes per organisation, counted in this process (an organisation's id is unique across databases). */
const versions = new Map<string, number>()
const versionOf = (orgId: string) => versions.get(orgId) ?? 0

/** The organisation's records changed (a write recording its history entry, or a notice): its kept counts are old. */
export function countsChanged(orgId: string): void {
  versions.set(orgId, versionOf(orgId) + 1)
}

type Entry = { counted: Counted; keptAt: number; version: number }

export type CountCache = {
  /** The kept count of `key` (a list, its WHERE and cap) for `orgId`, else `count()`'s, kept if nothing changed meanwhile. */
  counted: (orgId: string, key: string, count: () => Promise<Counted>) => Promise<Counted>
}

const caches = new WeakMap<object, CountCache>()

function createCache(db: object): CountCache {
  const entries = new Map<string, Entry>()
  let losses = 0
  const hub = eventHub(db as Parameters<typeof eventHub>[0])
  let watching = false
  const watch = () => {
    if (watching) return
    watching = true
    hub
      .watchOrgChanges((change) => {
        if (change) return countsChanged(change.org)
        losses += 1
        entries.clear()
      })
      .catch(() => (watching = false))
  }
  return {
    counted: async (orgId, listKey, count) => {
      watch()
      if (!hub.live()) return count()
      const key = `${orgId}\n${listKey}`
      const entry = entries.get(key)
      if (entry && entry.version === versionOf(orgId) && Date.now() - entry.keptAt < maxAgeMs) return entry.counted
      if (entry) entries.delete(key)
      const since = { version: versionOf(orgId), losses }
      const counted = await count()
      if (since.version === versionOf(orgId) && since.losses === losses && hub.live()) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
        entries.set(key, { counted, keptAt: Date.now(), version: since.version })
      }
      return counted
    },
  }
}

/** This process's kept counts of `db`'s lists. */
export function countCache(db: object): CountCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = createCache(db)
    caches.set(db, cache)
  }
  return cache
}
