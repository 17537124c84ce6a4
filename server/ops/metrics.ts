import { timingSafeEqual } from 'node:crypto'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Context } from 'hono'
import type { SqlExecutor } from '../db/client'
import { passwordHashesComputed } from '../auth/passwords'
import type { AnswerRecorder } from '../kit/request-log'
import { notFound } from '../../src/paraglide/m/server'

/**
 * This process's Prometheus metrics (GET /api/metrics with `Authorization: Bearer $METRICS_TOKEN`; 404 when
 * METRICS_TOKEN is unset, 401 with another token). Each API process keeps its own: docs/operations.md "Metrics".
 */
export type Metrics = { record: AnswerRecorder; answer: (c: Context) => Promise<Response> }

type MetricsDeps = {
  token?: string
  executeSql: SqlExecutor
  /** node-postgres's pool counts (server/db/client.ts); unset on PGlite, which has one connection in this process. */
  pool?: () => { total: number; idle: number; waiting: number }
  /** Live streams open in this process (server/kit/events.ts). */
  streams: () => number
}

const sameToken = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))

export function createMetrics({ token, executeSql, pool, streams }: MetricsDeps): Metrics {
  const registry = new Registry()
  // Heap, event-loop lag (nodejs_eventloop_lag_*), CPU, handles, GC: prom-client's own.
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections of this process, by state (in_use, idle, waiting: requests waiting for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return
      const { total, idle, waiting } = pool()
      this.set({ state: 'in_use' }, total - idle)
      this.set({ state: 'idle' }, idle)
      this.set({ state: 'waiting' }, waiting)
    },
  })
  new Gauge({
    name: 'jobs',
    help: 'Jobs of the queue (pg-boss, shared by every process) by queue and state: created and retry are its depth, failed its failures',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset()
      try {
        const { rows } = await executeSql('select name, state::text as state, count(*)::int as n from pgboss.job group by name, state')
        for (const row of rows as { name: string; state: string; n: number }[]) this.set({ queue: row.name, state: row.state }, row.n)
      } catch {
        // The queue's tables not made yet, or the database away: no series this scrape.
      }
    },
  })
  new Counter({
    name: 'password_hashes_total',
    help: 'New password hashes (scrypt) this process computed: sign-ups, invites accepted, password changes and resets',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(passwordHashesComputed())
    },
  })
  new Gauge({
    name: 'live_streams_open',
    help: 'Live update streams (server-sent events) open in this process',
    registers: [registry],
    collect() {
      this.set(streams())
    },
  })

  return {
    // Timed by the request log's middleware (server/kit/request-log.ts), which runs with or without a log.
    record: (route, method, status, seconds) => duration.observe({ route, method, status: String(status) }, seconds),
    answer: async (c) => {
      if (!token) return c.json({ status: false, message: notFound() }, 404)
      const given = c.req.header('authorization')?.replace(/^Bearer /i, '') ?? ''
      if (!sameToken(given, token)) return c.json({ status: false, message: 'unauthorized' }, 401)
      return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
    },
  }
}
