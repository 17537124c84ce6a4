import type { Db } from '../db/client'
import { eventHub } from './events'

/**
 * Which organisations changed, as this process hears it: what a process keeps of an organisation until its next
 * recorded change (a list's counts and page starts, server/kit/list-cache.ts; its roles, server/auth/roles.ts) reads
 * its version here before reading, and trusts what it kept only while the version is the same and the channel is heard.
 *
 * - Every recorded write (server/kit/history.ts) moves its organisation's version when it records its history entry,
 *   in its own process at once; every process, the writer included, moves it again when the commit's notice arrives
 *   over the live updates' channel (an import sends one notice for all its rows).
 * - While the channel is not heard (starting, reconnecting) nothing may be trusted; its loss moves every version.
 */
const versions = new Map<string, number>()
/** Moves at each loss of a handle's channel, in every organisation's version (`versionOf` adds it). */
let losses = 0

/** The organisation's records changed (a write recording its history entry, or a notice): what was kept of it is old. */
export function orgChanged(orgId: string): void {
  versions.set(orgId, (versions.get(orgId) ?? 0) + 1)
}

/** The organisation's version: equal between two reads when nothing of it changed (or was missed) meanwhile. */
export const versionOf = (orgId: string): string => `${versions.get(orgId) ?? 0}.${losses}`

const heard = new WeakSet<object>()

/** Whether this process hears `db`'s changes now: starts listening on first use (false until it does). */
export function hearsChanges(db: object): boolean {
  const hub = eventHub(db as Db)
  if (!heard.has(db)) {
    heard.add(db)
    hub
      .watchOrgChanges((change) => {
        if (change) orgChanged(change.org)
        else losses += 1
      })
      .catch(() => heard.delete(db))
  }
  return hub.live()
}
