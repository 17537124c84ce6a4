import type { Counted } from './list-query'
import { hearsChanges, versionOf } from './org-changes'
import { perHandle } from './per-handle'

/**
 * What a list keeps per organisation and filter until the organisation's next change (issue 36): its count, and where
 * its pages start. Page 2, a sort, the same search again, or a second person opening the list reads the page alone,
 * not the page and its count; a page met before is sought from its first row, not walked to past an OFFSET.
 *
 * Kept under the organisation's version (server/kit/org-changes.ts): any recorded write of the organisation, heard in
 * its own process at once and in every other on commit, makes it old. A read while a write's transaction is open (it
 * cannot see the write) may be kept until the commit's notice arrives, a millisecond or so later: the same window every
 * other process has. An entry lives `maxAgeMs` at most, whatever happens, and there are at most `maxEntries`.
 *
 * Only for a list whose every write records history (`keepCount` in server/kit/resource-reads.ts): a table written
 * without an entry (jobs, notifications, a service's own trail) would keep an old total.
 */
const maxAgeMs = 30_000
const maxEntries = 5_000

type Entry = { value: unknown; keptAt: number; version: string }
/** Taken before a read: what it read is kept only if nothing changed meanwhile. */
export type Since = string

export type ListCache = {
  since: (orgId: string) => Since
  /** What was kept under `key` (a list, its WHERE and what else tells it apart) for `orgId`, if nothing changed since. */
  kept: <T>(orgId: string, key: string) => T | undefined
  keep: (orgId: string, key: string, value: unknown, since: Since) => void
  /** The kept count of `key`, else `count()`'s, kept. */
  counted: (orgId: string, key: string, count: () => Promise<Counted>) => Promise<Counted>
}

function createCache(db: object): ListCache {
  const entries = new Map<string, Entry>()
  const since = (orgId: string): Since => versionOf(orgId)
  const kept = <T>(orgId: string, listKey: string): T | undefined => {
    if (!hearsChanges(db)) return undefined
    const key = `${orgId}\n${listKey}`
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.version === versionOf(orgId) && Date.now() - entry.keptAt < maxAgeMs) return entry.value as T
    entries.delete(key)
    return undefined
  }
  const keep = (orgId: string, listKey: string, value: unknown, read: Since) => {
    if (read !== versionOf(orgId) || !hearsChanges(db)) return
    const key = `${orgId}\n${listKey}`
    entries.delete(key)
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
    entries.set(key, { value, keptAt: Date.now(), version: read })
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
export const listCache = perHandle(createCache)
