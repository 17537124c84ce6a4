// Live updates (docs/history.md#live-updates): how long a committed write takes to reach 500 open streams, and what an
// open stream costs in memory. In `npm run bench` on an in-memory PGlite; alone, on a scratch PostgreSQL database
// (emptied first), where the events travel through LISTEN/NOTIFY on the listener's own connection:
//   EVENTS_BENCH_DATABASE_URL=postgres://... node --import tsx tests/bench/events.ts
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { eventsPath } from '../../src/contract/events'
import { createApp } from '../../server/app'
import { fileTransport } from '../../server/auth/code-transport'
import { users } from '../../server/auth/schema'
import { createSession } from '../../server/auth/sessions'
import { createDb } from '../../server/db/client'
import { demoOrgId } from '../../server/db/demo'
import { seed } from '../../server/seed'
import { loadEnv } from '../../server/env'
import { eventHub } from '../../server/kit/events'
import { recordChange } from '../../server/kit/history'
import { historyEntries } from '../../server/kit/schema'
import { percentile, printTable, round } from './stats'

export type EventsBench = {
  database: string
  streams: number
  writes: number
  latency: { p50Ms: number; p99Ms: number; maxMs: number; samples: number }
  writeP50Ms: number
  memory: { rssPerStreamKb: number; heapPerStreamKb: number }
}

const streamCount = 500
/** Sessions the streams are spread over (five tabs each), so the per-session cap holds as in use. */
const tabsPerSession = 5
const writes = 200

type Stream = { received: (seq: number) => Promise<number>; close: () => void }

/** A lean subscriber: the time each event id arrives, nothing else kept. */
async function openStream(base: string, token: string): Promise<Stream> {
  const controller = new AbortController()
  const response = await fetch(`${base}${eventsPath}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal })
  if (response.status !== 200 || !response.body) throw new Error(`stream refused: ${response.status}`)
  const waiting = new Map<number, (at: number) => void>()
  const arrived = new Map<number, number>()
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: '', done: true }))
      if (done) return
      const at = performance.now()
      for (const match of value.matchAll(/^id: (\d+)$/gm)) {
        const seq = Number(match[1])
        const wake = waiting.get(seq)
        if (wake) wake(at)
        else arrived.set(seq, at)
      }
    }
  })()
  return {
    received: (seq) => {
      const at = arrived.get(seq)
      arrived.delete(seq)
      return at === undefined ? new Promise((resolve) => waiting.set(seq, resolve)) : Promise.resolve(at)
    },
    close: () => controller.abort(),
  }
}

const settle = async () => {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setTimeout(resolve, 200))
}

export async function measureEvents(url = process.env.EVENTS_BENCH_DATABASE_URL): Promise<EventsBench> {
  const dir = mkdtempSync(join(tmpdir(), 'events-bench-'))
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('drop schema if exists drizzle cascade; drop schema if exists ads cascade; drop schema if exists public cascade; create schema public;')
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
    const [person] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'support@kesar.example'))
    if (!person) throw new Error('no support person in the demo organisation')
    const tokens: string[] = []
    for (let index = 0; index < streamCount / tabsPerSession; index += 1) tokens.push(await createSession(handle.db, { id: person.id, orgId: demoOrgId }, 2))

    await settle()
    const before = process.memoryUsage()
    for (let index = 0; index < streamCount; index += 1) streams.push(await openStream(base, tokens[index % tokens.length] as string))
    await settle()
    const after = process.memoryUsage()
    if (eventHub(handle.db).size() !== streamCount) throw new Error(`${eventHub(handle.db).size()} streams open, not ${streamCount}`)

    const latencies: number[] = []
    const writeTimes: number[] = []
    for (let index = 0; index < writes; index += 1) {
      let seq = 0
      const started = performance.now()
      await handle.db.transaction(async (tx) => {
        await recordChange(tx, demoOrgId, { type: 'complaint', id: `bench-${index}`, label: `Bench ${index}`, action: 'noted', changes: [] })
        const result = (await tx.execute(sql`select max(seq)::int as seq from ${historyEntries} where org_id = ${demoOrgId}`)) as unknown as {
          rows: { seq: number }[]
        }
        seq = result.rows[0]?.seq ?? 0
      })
      const committed = performance.now()
      writeTimes.push(committed - started)
      const arrivals = await Promise.all(streams.map((stream) => stream.received(seq)))
      // A notification may reach the streams before the commit's own promise resolves here: from the write's end, at least 0.
      for (const at of arrivals) latencies.push(Math.max(0, at - committed))
    }
    const kbPerStream = (bytes: number) => round(bytes / 1024 / streamCount, 1)
    return {
      database: url ? 'PostgreSQL' : 'PGlite (in memory)',
      streams: streamCount,
      writes,
      latency: {
        p50Ms: round(percentile(latencies, 50), 2),
        p99Ms: round(percentile(latencies, 99), 2),
        maxMs: round(Math.max(...latencies), 2),
        samples: latencies.length,
      },
      writeP50Ms: round(percentile(writeTimes, 50), 2),
      memory: {
        rssPerStreamKb: kbPerStream(after.rss - before.rss),
        heapPerStreamKb: kbPerStream(after.heapUsed + after.external - before.heapUsed - before.external),
      },
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

export function printEvents({ database, streams, writes, latency, writeP50Ms, memory }: EventsBench): void {
  printTable(`Live updates: commit to receipt at each of ${streams} open streams, ${writes} writes one after another (${database})`, [
    { 'p50 ms': latency.p50Ms, 'p99 ms': latency.p99Ms, 'max ms': latency.maxMs, receipts: latency.samples, 'write p50 ms': writeP50Ms },
  ])
  printTable('Live updates: memory per open stream (server and its client in one process: an upper bound for the server)', [
    { 'RSS KB': memory.rssPerStreamKb, 'heap + external KB': memory.heapPerStreamKb },
  ])
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  measureEvents()
    .then(printEvents)
    .catch((error: unknown) => {
      console.error(error)
      process.exitCode = 1
    })
}
