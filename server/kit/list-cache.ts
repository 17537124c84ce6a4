import type { Counted } from './list-query'
import { eventHub } from './events'

/**
 * What a list keeps per organisation and filter until the organisation's next change (issue 36): its count, and where
 * its pages start. Page 2, a sort, the same search again, or a second person opening the list reads the page alone,
 * not the page and its count; a page met before is sought from its first row, not walked to past an OFFSET.
 *
 * - Every recorded write of an organisation (server/kit/history.ts) tells every process on commit, over the live
 *   updates' channel; an import sends one notice for all its rows. Each process then drops what it kept of that
 *   organisation.
 * - The writing process drops it sooner, when the write records its history entry, so its own next list reads again.
 *   A read while that write's transaction is open (it cannot see the write) may be kept until the notice arrives, a
 *   millisecond or so after the commit: the same window every other process has.
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

/** The organisation's records changed (a write recording its history entry, or a notice): what was kept of it is old. */
export function countsChanged(orgId: string): void {
  versions.set(orgId, versionOf(orgId) + 1)
}

type Entry = { value: unknown; keptAt: number; version: number }
/** Taken before a read: what it read is kept only if nothing changed meanwhile. */
export type Since = { version: number; losses: number }

export type ListCache = {
  since: (orgId: string) => Since
  /** What was kept under `key` (a list, its WHERE and what else tells it apart) for `orgId`, if nothing changed since. */
  kept: <T>(orgId: string, key: string) => T | undefined
  keep: (orgId: string, key: string, value: unknown, since: Since) => void
  /** The kept count of `key`, else `count()`'s, kept. */
  counted: (orgId: string, key: string, count: () => Promise<Counted>) => Promise<Counted>
}

const caches = new WeakMap<object, ListCache>()

function createCache(db: object): ListCache {
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
  const since = (orgId: string): Since => {
    watch()
    return { version: versionOf(orgId), losses }
  }
  const kept = <T>(orgId: string, listKey: string): T | undefined => {
    if (!hub.live()) return undefined
    const key = `${orgId}\n${listKey}`
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.version === versionOf(orgId) && Date.now() - entry.keptAt < maxAgeMs) return entry.value as T
    entries.delete(key)
    return undefined
  }
  const keep = (orgId: string, listKey: string, value: unknown, read: Since) => {
    if (read.version !== versionOf(orgId) || read.losses !== losses || !hub.live()) return
    const key = `${orgId}\n${listKey}`
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, { value, keptAt: Date.now(), version: read.version })
  }
  return {
    since,
    kept,
    keep,
    counted: async (orgId, key, count) => {
      const read = since(orgId)
      const found = kept<Counted>(orgId, key)
      if (found) return found
      const counted = await count()
      keep(orgId, key, counted, read)
      return counted
    },
  }
}

/** This process's kept counts and page starts of `db`'s lists. */
export function listCache(db: object): ListCache {
  let cache = caches.get(db)
  if (!cache) {
    cache = createCache(db)
    caches.set(db, cache)
  }
  return cache
}
