// A notification's time from commit to the bell (docs/areas/inbox.md): 500 open event streams of the people it goes to,
// one change at a time that notifies them all (notify() in its transaction), and how long until every one of the 500
// streams got its 'notification' event. In `npm run bench` on an in-memory PGlite; alone, on a scratch PostgreSQL
// database (emptied first), where the events travel through LISTEN/NOTIFY:
//   node --import tsx tests/bench/notifications.ts
//   NOTIFY_BENCH_DATABASE_URL=postgres://... node --import tsx tests/bench/notifications.ts
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { and, eq, ne } from 'drizzle-orm'
import pg from 'pg'
import { eventsPath } from '../../src/contract/events'
import { createApp } from '../../server/app'
import { notify } from '../../server/areas/inbox'
import { fileTransport } from '../../server/auth/code-transport'
import { users } from '../../server/auth/schema'
import { createSession } from '../../server/auth/sessions'
import { createDb } from '../../server/db/client'
import { demoOrgId } from '../../server/db/demo'
import { loadEnv } from '../../server/env'
import { eventHub } from '../../server/kit/events'
import { seed } from '../../server/seed'
import { percentile, printTable, round } from './stats'

export type NotificationsBench = {
  database: string
  streams: number
  people: number
  changes: number
  /** Per change: commit to the last of the 500 streams' receipt. */
  all: { p50Ms: number; p99Ms: number; maxMs: number }
  /** Per stream and change: commit to that stream's receipt. */
  each: { p50Ms: number; p99Ms: number; samples: number }
  commitP50Ms: number
}

const streamCount = 500
/** Five tabs a session, as the per-session cap allows. */
const tabsPerSession = 5
const changes = 30

type Stream = { count: () => number; reached: (n: number) => Promise<number>; close: () => void }

/** A lean subscriber: counts its 'notification' events and the time each arrives. */
async function openStream(base: string, token: string): Promise<Stream> {
  const controller = new AbortController()
  const response = await fetch(`${base}${eventsPath}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`)
  let seen = 0
  const arrivals: number[] = []
  const waiting = new Map<number, (at: number) => void>()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }))
      if (done) return
      const at = performance.now()
      for (const _ of value.matchAll(/^event: notification$/gm)) {
        seen += 1
        arrivals[seen] = at
        waiting.get(seen)?.(at)
        waiting.delete(seen)
      }
    }
  })()
  return {
    count: () => seen,
    reached: (n) => (arrivals[n] !== undefined ? Promise.resolve(arrivals[n]) : new Promise((resolve) => waiting.set(n, resolve))),
    close: () => controller.abort(),
  }
}

const settle = async () => {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 200))
}

export async function measureNotifications(url = process.env.NOTIFY_BENCH_DATABASE_URL): Promise<NotificationsBench> {
  const dir = mkdtempSync(join(tmpdir(), 'notifications-bench-'))
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists ads cascade; drop schema if exists pgboss cascade; drop schema if exists public cascade; create schema public;',
    )
    await client.end()
  }
  const env = loadEnv({ DATABASE_URL: url, DATA_DIR: 'memory://', CODE_TRANSPORT: 'file', CODE_OUTBOX: join(dir, 'outbox.jsonl') })
  const handle = await createDb(env)
  await handle.migrate()
  await seed(handle.db, { catalogue: 'small' })
  const app = createApp({ db: handle.db, transport: fileTransport(env.CODE_OUTBOX), env })
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started as Server))
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const streams: Stream[] = []
  try {
    const [actor] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@kesar.example'))
    if (!actor) throw new Error('no owner in the demo organisation')
    // Everyone else of the organisation, each with tabs open; the owner's change notifies them all.
    const people = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, demoOrgId), eq(users.status, 'active'), ne(users.id, actor.id)))
    const tokens: string[] = []
    for (let index = 0; index < streamCount / tabsPerSession; index += 1)
      tokens.push(await createSession(handle.db, { id: people[index % people.length]!.id, orgId: demoOrgId }, 2))
    for (let index = 0; index < streamCount; index += 1) streams.push(await openStream(base, tokens[index % tokens.length]!))
    await settle()
    if (eventHub(handle.db).size() !== streamCount) throw new Error(`${eventHub(handle.db).size()} streams open, not ${streamCount}`)

    const all: number[] = []
    const each: number[] = []
    const commits: number[] = []
    for (let change = 1; change <= changes; change += 1) {
      const started = performance.now()
      await handle.db.transaction((tx) =>
        notify(tx, demoOrgId, {
          kind: 'assigned',
          to: people.map((person) => person.id),
          actorId: actor.id,
          link: '/inbox',
          text: () => ({ title: `Bench ${change}` }),
        }),
      )
      const committed = performance.now()
      commits.push(committed - started)
      const arrivals = await Promise.all(streams.map((stream) => stream.reached(change)))
      // An event may reach a stream before the commit's own promise resolves here: from the commit, at least 0.
      const since = arrivals.map((at) => Math.max(0, at - committed))
      each.push(...since)
      all.push(Math.max(...since))
    }
    if (streams.some((stream) => stream.count() !== changes)) throw new Error('a stream got a notification twice or missed one')
    return {
      database: url ? 'PostgreSQL' : 'PGlite (in memory)',
      streams: streamCount,
      people: people.length,
      changes,
      all: { p50Ms: round(percentile(all, 50), 2), p99Ms: round(percentile(all, 99), 2), maxMs: round(Math.max(...all), 2) },
      each: { p50Ms: round(percentile(each, 50), 2), p99Ms: round(percentile(each, 99), 2), samples: each.length },
      commitP50Ms: round(percentile(commits, 50), 2),
    }
  } finally {
    for (const stream of streams) stream.close()
    await eventHub(handle.db).close()
    await new Promise((resolve) => server.close(resolve))
    server.closeAllConnections?.()
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printNotifications({ database, streams, people, changes, all, each, commitP50Ms }: NotificationsBench): void {
  printTable(`Notifications: commit to the bell at ${streams} open streams of ${people} people, ${changes} changes one after another (${database})`, [
    { measure: 'all 500 streams got it', 'p50 ms': all.p50Ms, 'p99 ms': all.p99Ms, 'max ms': all.maxMs },
    { measure: 'each stream', 'p50 ms': each.p50Ms, 'p99 ms': each.p99Ms, 'max ms': all.maxMs },
  ])
  console.log(`notify() transaction p50: ${commitP50Ms} ms; ${each.samples} receipts`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureNotifications()
    .then(printNotifications)
    .catch((error: unknown) => {
      console.error(error)
      process.exitCode = 1
    })
}
