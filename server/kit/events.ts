import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { recordEventSchema } from '../../src/contract/events'
import type { RecordEvent } from '../../src/contract/events'
import type { Db, Tx } from '../db/client'
import { perHandle } from './per-handle'

/**
 * The live updates' listener (docs/history.md#live-updates): one per API process and database. The history writer
 * sends `pg_notify('record_changes', …)` in the write's own transaction, which PostgreSQL delivers on commit only
 * (to every process listening on the database) and not at all on a rollback. The listener fans each notification out
 * to this process's open streams of that organisation. On PostgreSQL it holds one dedicated connection, reconnecting
 * with backoff; a stream learns of the gap (`onGap`) and replays what it missed from the history. PGlite listens
 * in-process on the embedded instance.
 */
export const eventsChannel = 'record_changes'

/** What the history writer notifies: the event and its organisation. */
export type ChangeNotice = RecordEvent & { org: string }
const noticeSchema = v.object({ ...recordEventSchema.entries, org: v.string() })

/**
 * What a new notification sends on the same channel (server/areas/inbox): its organisation and its person, whose
 * streams pass a 'notification' event on (their bell counts again). No history seq: a missed one is read with the count.
 */
export type NotificationNotice = { org: string; notify: string; id: string }
const notificationNoticeSchema = v.object({ org: v.string(), notify: v.string(), id: v.string() })

/**
 * What the database sends on the same channel when a session or its person changes (migration 0027: a session revoked
 * or moved, the person changed or deleted, an authenticator added or removed): each process forgets the sessions of
 * that person it kept (server/auth/session-cache.ts).
 */
const sessionNoticeSchema = v.object({ signedOut: v.string() })

/**
 * What a job's change sends on the same channel (server/areas/jobs): its organisation, the job and who started it, whose
 * streams (and the owner's, who opens /jobs) pass a 'job' event on. Not in the history: a missed one is read with the list.
 */
type JobNotice = { org: string; job: string; by: string | null }
const jobNoticeSchema = v.object({ org: v.string(), job: v.string(), by: v.nullable(v.string()) })

/** Tells the streams of the job's organisation that it changed, on commit of `db`'s transaction (at once outside one). */
export async function jobChanged(db: Db | Tx, notice: JobNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${eventsChannel}, ${JSON.stringify(notice)})`)
}

/**
 * What an import sends on the same channel once for all its rows (their entries go without live updates): every
 * process drops the organisation's kept list counts (server/kit/list-cache.ts). `seq`: the import's last entry.
 */
const listsNoticeSchema = v.object({ org: v.string(), listsChanged: v.number() })

/** Tells every process, on commit of `tx`, that the organisation's lists changed in bulk up to history entry `seq`. */
export async function listsChanged(tx: Pick<Tx, 'execute'>, orgId: string, seq: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${eventsChannel}, ${JSON.stringify({ org: orgId, listsChanged: seq })})`)
}

/** A committed change of an organisation's records, up to its history entry `seq`. */
export type OrgChange = { org: string; seq: number }

type Subscriber = {
  orgId: string
  onEvent: (event: RecordEvent) => void
  /** A notification for `userId` of the organisation was committed. */
  onNotification?: (userId: string) => void
  /** A job of the organisation changed. */
  onJob?: (notice: JobNotice) => void
  onGap: () => void
  onClose: () => void
}

export type EventHub = {
  /** Starts listening on the first subscriber; resolves once the listener is up, so no commit after it is missed. */
  subscribe: (subscriber: Subscriber) => Promise<() => void>
  /** Every committed notification of any organisation, for as long as the process runs (its push sender). */
  watchNotifications: (watcher: (notice: NotificationNotice) => void) => Promise<void>
  /**
   * Every committed change of a person's sessions (`userId`), and `null` when notices may have been missed (the
   * listening connection dropped): for as long as the process runs. Resolves once listening.
   */
  watchSessions: (watcher: (userId: string | null) => void) => Promise<void>
  /** Whether this process hears every notice now (listening, not reconnecting). */
  live: () => boolean
  /** Every committed change of any organisation, for as long as the process runs (the webhooks' dispatcher). */
  watchChanges: (watcher: (notice: ChangeNotice) => void) => Promise<void>
  /**
   * Every committed change of any organisation's records, an import's as one, and `null` when changes may have been
   * missed (the listening connection dropped): for as long as the process runs (the kept list counts). Resolves once listening.
   */
  watchOrgChanges: (watcher: (change: OrgChange | null) => void) => Promise<void>
  /** Open streams in this process. */
  size: () => number
  /** Ends every stream and stops listening (shutdown). */
  close: () => Promise<void>
}

type Source = {
  start: (deliver: (payload: string) => void, onGap: () => void, onLost: () => void) => Promise<void>
  stop: () => Promise<void>
  /** Listening now (false while reconnecting). */
  live: () => boolean
}

function pgliteSource(client: PGlite): Source {
  let unlisten: (() => Promise<void>) | undefined
  return {
    start: async (deliver) => {
      unlisten = await client.listen(eventsChannel, deliver)
    },
    stop: async () => {
      if (!client.closed) await unlisten?.().catch(() => undefined)
    },
    live: () => unlisten !== undefined && !client.closed,
  }
}

const backoff = { firstMs: 500, maxMs: 30_000 }

/** A dedicated connection of the pool's settings that LISTENs, reconnecting with backoff when it drops. */
function postgresSource(pool: pg.Pool): Source {
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let delay = backoff.firstMs
  let listening = false
  const connect = async (deliver: (payload: string) => void, onGap: () => void, onLost: () => void, first: boolean): Promise<void> => {
    const next = new pg.Client({ ...pool.options, statement_timeout: undefined, application_name: 'back-office-events' })
    const reconnect = () => {
      if (stopped || client !== next) return
      listening = false
      onLost()
      client = undefined
      next.end().catch(() => undefined)
      retry = setTimeout(() => void connect(deliver, onGap, onLost, false).catch(() => undefined), delay)
      retry.unref()
      delay = Math.min(delay * 2, backoff.maxMs)
    }
    client = next
    next.on('error', (error) => {
      console.error(`[events] the listening connection was lost: ${error.message}`)
      reconnect()
    })
    next.on('end', reconnect)
    next.on('notification', (message) => {
      if (message.channel === eventsChannel && message.payload) deliver(message.payload)
    })
    try {
      await next.connect()
      await next.query(`listen ${eventsChannel}`)
      listening = true
      delay = backoff.firstMs
      // Notifications sent while no connection listened are gone: the streams replay them from the history.
      if (!first) onGap()
    } catch (error) {
      if (first) {
        client = undefined
        await next.end().catch(() => undefined)
        throw error
      }
      reconnect()
    }
  }
  return {
    start: (deliver, onGap, onLost) => connect(deliver, onGap, onLost, true),
    live: () => listening,
    stop: async () => {
      stopped = true
      listening = false
      clearTimeout(retry)
      const last = client
      client = undefined
      await last?.end().catch(() => undefined)
    },
  }
}

function sourceOf(db: Db): Source {
  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof PGlite) return pgliteSource(client)
  if (client instanceof pg.Pool) return postgresSource(client)
  throw new Error('live updates: unknown database client')
}

function createHub(db: Db): EventHub {
  const subscribers = new Set<Subscriber>()
  const watchers = new Set<(notice: NotificationNotice) => void>()
  const sessionWatchers = new Set<(userId: string | null) => void>()
  const changeWatchers = new Set<(notice: ChangeNotice) => void>()
  const orgWatchers = new Set<(change: OrgChange | null) => void>()
  const source = sourceOf(db)
  let started: Promise<void> | undefined
  const deliver = (payload: string) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(payload)
    } catch {
      return
    }
    const notification = v.safeParse(notificationNoticeSchema, parsed)
    if (notification.success) {
      const { org, notify } = notification.output
      for (const subscriber of subscribers) if (subscriber.orgId === org) subscriber.onNotification?.(notify)
      for (const watcher of watchers) watcher(notification.output)
      return
    }
    const signedOut = v.safeParse(sessionNoticeSchema, parsed)
    if (signedOut.success) {
      for (const watcher of sessionWatchers) watcher(signedOut.output.signedOut)
      return
    }
    const job = v.safeParse(jobNoticeSchema, parsed)
    if (job.success) {
      for (const subscriber of subscribers) if (subscriber.orgId === job.output.org) subscriber.onJob?.(job.output)
      return
    }
    const lists = v.safeParse(listsNoticeSchema, parsed)
    if (lists.success) {
      for (const watcher of orgWatchers) watcher({ org: lists.output.org, seq: lists.output.listsChanged })
      return
    }
    const notice = v.safeParse(noticeSchema, parsed)
    if (!notice.success) return
    const { org, ...event } = notice.output
    for (const watcher of orgWatchers) watcher({ org, seq: event.seq })
    for (const subscriber of subscribers) if (subscriber.orgId === org) subscriber.onEvent(event)
    for (const watcher of changeWatchers) watcher(notice.output)
  }
  const onGap = () => {
    for (const subscriber of subscribers) subscriber.onGap()
  }
  const onLost = () => {
    for (const watcher of sessionWatchers) watcher(null)
    for (const watcher of orgWatchers) watcher(null)
  }
  const start = async () => {
    started ??= source.start(deliver, onGap, onLost).catch((error: unknown) => {
      started = undefined
      throw error
    })
    await started
  }
  return {
    subscribe: async (subscriber) => {
      await start()
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    watchNotifications: async (watcher) => {
      await start()
      watchers.add(watcher)
    },
    watchSessions: async (watcher) => {
      sessionWatchers.add(watcher)
      await start()
    },
    live: () => started !== undefined && source.live(),
    watchChanges: async (watcher) => {
      await start()
      changeWatchers.add(watcher)
    },
    watchOrgChanges: async (watcher) => {
      orgWatchers.add(watcher)
      await start()
    },
    size: () => subscribers.size,
    close: async () => {
      for (const subscriber of [...subscribers]) subscriber.onClose()
      subscribers.clear()
      watchers.clear()
      onLost()
      sessionWatchers.clear()
      changeWatchers.clear()
      orgWatchers.clear()
      if (started) await source.stop()
      started = undefined
    },
  }
}

/** The listener of this process on `db`, made on first use. */
export const eventHub: (db: Db) => EventHub = perHandle(createHub)
