import type { Db } from '../db/client'
import { eventHub } from '../kit/events'
import { perHandle } from '../kit/per-handle'

/**
 * The sessions this process has checked, by token hash, so a list read asks the database for its rows and not again
 * for its session. The database tells every process on commit when a session or its person changes (migration 0027,
 * on the live updates' channel): those entries go at once, everywhere, so a revoked session is refused within a
 * second. While that channel is not heard (starting, reconnecting), nothing is kept and every request reads its
 * session. An entry also goes after a minute (its last-seen time is written then) or when the session expires.
 */
/** What is kept: the session as `findSession` answers it (server/auth/sessions.ts). */
type Kept = { user: { id: string } }
type Entry = { session: Kept; expiresAt: number; keptAt: number }

const maxAgeMs = 60_000
/** A bound on memory: past it the oldest entry goes. */
const maxEntries = 10_000

export type SessionCache<Session extends Kept = Kept> = {
  get: (tokenHash: string) => Session | undefined
  /** A session read from the database; kept only if nothing changed since `readSince` (a `mark()`). */
  keep: (tokenHash: string, session: Session, expiresAt: Date, readSince: number) => void
  /** Taken before reading a session: a change heard meanwhile keeps the read out of the cache. */
  mark: () => number
  /**
   * This process changed the person's sessions (a sign-out, a revoke): their entries go now, without waiting for the
   * database's word, which reaches this process a few milliseconds after the commit (on PostgreSQL).
   */
  forgetUser: (userId: string) => void
}

function createCache(db: Db): SessionCache {
  const entries = new Map<string, Entry>()
  let changes = 0
  const hub = eventHub(db)
  let watching = false
  const forgetUser = (userId: string) => {
    changes += 1
    for (const [hash, entry] of entries) if (entry.session.user.id === userId) entries.delete(hash)
  }
  const watch = () => {
    if (watching) return
    watching = true
    hub
      .watchSessions((userId) => {
        if (userId !== null) return forgetUser(userId)
        changes += 1
        entries.clear()
      })
      .catch(() => (watching = false))
  }
  return {
    get: (tokenHash) => {
      watch()
      const entry = entries.get(tokenHash)
      if (!entry) return undefined
      const now = Date.now()
      if (!hub.live() || entry.expiresAt <= now || now - entry.keptAt >= maxAgeMs) {
        entries.delete(tokenHash)
        return undefined
      }
      return entry.session
    },
    mark: () => changes,
    forgetUser,
    keep: (tokenHash, session, expiresAt, readSince) => {
      if (readSince !== changes || !hub.live()) return
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(tokenHash, { session, expiresAt: expiresAt.getTime(), keptAt: Date.now() })
    },
  }
}

const cacheOf = perHandle(createCache)

/** This process's cache of `db`'s sessions. */
export const sessionCache = <Session extends Kept>(db: Db) => cacheOf(db) as unknown as SessionCache<Session>
