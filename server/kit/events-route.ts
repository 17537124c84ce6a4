import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { SSEStreamingApi } from 'hono/streaming'
import * as v from 'valibot'
import { eventNames } from '../../src/contract/events'
import { lastEventIdSchema } from '../../src/contract/events-resume'
import type { RecordEvent } from '../../src/contract/events'
import { historyRecordTypes } from '../../src/contract/history'
import { canOpen, grantedPaths } from '../../src/contract/permissions'
import { requireAuth } from '../auth/middleware'
import { findSession } from '../auth/sessions'
import type { Db } from '../db/client'
import { eventHub } from './events'
import { historyEntries } from './schema'
import type { AppDeps, AppEnv } from './types'
import { lastEventId, tooManySessionStreams, tooManyStreams } from '../../src/paraglide/m/server'

/**
 * GET /api/events (docs/history.md#live-updates): the signed-in person's stream of their organisation's changes, only
 * of the record types whose screen their role may open. Each event's id is the organisation's history seq; a
 * reconnect's Last-Event-ID replays the entries after it from the history within a bounded window, else a 'reset'.
 */
export const eventLimits = {
  /** Open streams per API process and per session (a person's tabs); more are refused with 503 and 429. */
  perProcess: 5000,
  perSession: 6,
  /** A reconnect replays at most this many entries, made at most this long ago; beyond either, a 'reset'. */
  replayEntries: 500,
  replayMs: 10 * 60 * 1000,
  heartbeatMs: 25_000,
  /** Events waiting for a slow reader; beyond them the stream ends (its reconnect replays). */
  backlog: 1000,
}

type Entry = RecordEvent
const replayRows = (db: Db, orgId: string, after: number, limit: number) =>
  db
    .select({
      type: historyEntries.record_type,
      id: historyEntries.record_id,
      action: historyEntries.action,
      at: sql<string>`to_char(${historyEntries.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      seq: historyEntries.seq,
      by: historyEntries.actor_id,
    })
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, orgId), gt(historyEntries.seq, after)))
    .orderBy(asc(historyEntries.seq))
    .limit(limit) as unknown as Promise<Entry[]>

/** The organisation's last seq, and whether the entry after `after` is still within the replay window. */
async function position(db: Db, orgId: string, after: number | undefined) {
  const result = (await db.execute(
    sql`select (select coalesce(max(seq), 0) from ${historyEntries} where org_id = ${orgId})::text as last,
          (select at > now() - make_interval(secs => ${eventLimits.replayMs / 1000}) from ${historyEntries}
            where org_id = ${orgId} and seq = ${(after ?? 0) + 1}) as fresh`,
  )) as unknown as { rows: { last: string; fresh: boolean | null }[] }
  const row = result.rows[0]
  return { last: Number(row?.last ?? 0), fresh: row?.fresh !== false }
}

/** An event's data, written once however many streams send it (the listener hands them all the same object). */
const texts = new WeakMap<Entry, string>()
function textOf(event: Entry): string {
  let text = texts.get(event)
  if (text === undefined) {
    text = JSON.stringify(event)
    texts.set(event, text)
  }
  return text
}

const sessions = new Map<string, number>()
let open = 0

export function eventsRoutes({ db }: AppDeps) {
  const hub = eventHub(db)
  return new Hono<AppEnv>().get('/', requireAuth(db), async (c) => {
    const sessionId = c.get('sessionId')
    if (open >= eventLimits.perProcess) {
      c.header('Retry-After', '30')
      return c.json({ status: false, message: tooManyStreams() }, 503)
    }
    if ((sessions.get(sessionId) ?? 0) >= eventLimits.perSession) return c.json({ status: false, message: tooManySessionStreams() }, 429)
    const header = c.req.header('Last-Event-ID')
    const parsed = header === undefined ? undefined : v.safeParse(lastEventIdSchema, header)
    if (parsed && !parsed.success) return c.json({ status: false, message: lastEventId() }, 400)
    const lastSeen = parsed?.output
    const orgId = c.get('orgId')
    const granted = grantedPaths(await c.get('grants')())
    const me = c.get('user').id
    // A role's edit goes to everyone of the organisation: their app refetches its permissions (docs/accounts.md#roles-as-data).
    // Also a change to the person's own member record (a role change, a deactivation, a device signed out): their app
    // reloads its permissions, or meets the 401 that says why it was signed out (docs/accounts.md#sessions).
    // Only a role's edit ends the stream (its filter is the grants it opened with); a change to one's own record is passed
    // on, and a new role of one's own ends the stream at the next heartbeat below.
    const permissionsChange = (event: Entry) => event.type === 'role'
    const ownRecord = (event: Entry) => event.type === 'member' && event.id === me
    const visible = (event: Entry) =>
      permissionsChange(event) || ownRecord(event) || (event.type in historyRecordTypes && canOpen(granted, historyRecordTypes[event.type].screen))
    open += 1
    sessions.set(sessionId, (sessions.get(sessionId) ?? 0) + 1)
    const release = () => {
      open -= 1
      const left = (sessions.get(sessionId) ?? 1) - 1
      if (left > 0) sessions.set(sessionId, left)
      else sessions.delete(sessionId)
    }
    c.header('Cache-Control', 'no-store')
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, (stream) => run(stream).finally(release))

    async function run(stream: SSEStreamingApi) {
      let sent = lastSeen ?? 0
      let pending: Entry[] | undefined = []
      let writing = Promise.resolve()
      let backlog = 0
      let done!: () => void
      const ended = new Promise<void>((resolve) => (done = resolve))
      stream.onAbort(done)
      c.req.raw.signal.addEventListener('abort', () => done())
      /** In order, one at a time; a failed write ends the stream. */
      const chain = (step: () => Promise<unknown>) => {
        writing = writing.then(step).then(
          () => undefined,
          () => done(),
        )
        return writing
      }
      const write = (event: Entry) => {
        if (event.seq <= sent) return
        sent = event.seq
        if (!visible(event)) return
        backlog += 1
        void chain(() => stream.writeSSE({ event: eventNames.change, id: String(event.seq), data: textOf(event) })).then(() => (backlog -= 1))
        // The stream's filter is the role's grants when it opened: after a role's edit it ends, and the reconnect reads them anew.
        if (permissionsChange(event)) void writing.then(done)
      }
      const reset = async () => {
        const { last } = await position(db, orgId, sent)
        sent = last
        await stream.writeSSE({ event: eventNames.reset, id: String(last), data: '{}' })
      }
      /** From `sent` to now out of the history: the whole gap within the window, else a reset. */
      const replay = async () => {
        const { last, fresh } = await position(db, orgId, sent)
        if (last === sent) return
        if (last < sent || !fresh || last - sent > eventLimits.replayEntries) return reset()
        for (const entry of await replayRows(db, orgId, sent, eventLimits.replayEntries)) write(entry)
      }
      const unsubscribe = await hub.subscribe({
        orgId,
        onEvent: (event) => {
          if (pending) return void pending.push(event)
          if (backlog >= eventLimits.backlog) return done()
          write(event)
        },
        onNotification: (userId) => {
          if (userId !== me || backlog >= eventLimits.backlog) return
          void chain(() => stream.writeSSE({ event: eventNames.notification, data: '{}' }))
        },
        // A job's change: for the owner (who opens /jobs) and the person who started it (who follows it in a toast).
        onJob: ({ job, by }) => {
          if ((by !== me && !canOpen(granted, '/jobs')) || backlog >= eventLimits.backlog) return
          void chain(() => stream.writeSSE({ event: eventNames.job, data: JSON.stringify({ id: job }) }))
        },
        onGap: () => {
          void chain(replay)
        },
        onClose: () => done(),
      })
      // With each heartbeat the session is read again: a sign-out, an expiry or a new role ends the stream (the app's
      // reconnect then meets the 401, or the new role's filter).
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? ''
      const role = c.get('user').role
      const heartbeat = setInterval(() => {
        void chain(async () => {
          const session = await findSession(db, token)
          if (!session || session.user.role !== role) return done()
          await stream.write(': heartbeat\n\n')
        })
      }, eventLimits.heartbeatMs)
      try {
        // Listening first, then reading the history: a commit in between comes twice and is sent once.
        if (lastSeen === undefined) {
          const { last } = await position(db, orgId, undefined)
          sent = last
          await stream.writeSSE({ event: eventNames.ready, id: String(last), data: JSON.stringify({ me: c.get('user').id }), retry: 2000 })
        } else await replay()
        const early = pending
        pending = undefined
        for (const event of early) write(event)
        await ended
      } finally {
        clearInterval(heartbeat)
        unsubscribe()
        await writing
      }
    }
  })
}
