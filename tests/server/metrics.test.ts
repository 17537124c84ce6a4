import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../../server/app'
import { consoleTransport } from '../../server/auth/code-transport'
import { createDb } from '../../server/db/client'
import type { DbHandle } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { createMetrics } from '../../server/ops/metrics'
import { startJobs } from '../../server/platform/jobs'
import type { Jobs } from '../../server/platform/jobs'

// issue 32: Prometheus text at /api/metrics for a scraper with METRICS_TOKEN: request durations per route pattern
// and status, the pool, the queue's depth and failures, open live streams, event-loop lag and heap.

const token = 'scrape-token-0123456789'
const url = process.env.TEST_DATABASE_URL
let handle: DbHandle
let jobs: Jobs
beforeAll(async () => {
  const template = url ? '' : inject('pgliteTemplate')
  handle = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' }, { pgliteTemplate: template ? new Blob([await readFile(template)]) : undefined })
  await handle.migrate()
  jobs = await startJobs({ executeSql: handle.executeSql, schedules: false })
  await jobs.define('metrics-test', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 })
  await jobs.send('metrics-test', { n: 1 })
  await jobs.send('metrics-test', { n: 2 })
})
afterAll(async () => {
  await jobs.stop(1000)
  await handle.close()
})

const appWith = (metricsToken?: string) =>
  createApp({
    db: handle.db,
    env: loadEnv({ DATA_DIR: 'memory://' }),
    transport: consoleTransport(() => undefined),
    metrics: createMetrics({ token: metricsToken, executeSql: handle.executeSql, pool: handle.poolStats, streams: () => 3 }),
  })

describe('GET /api/metrics', () => {
  it('is 404 with no METRICS_TOKEN set, and 401 without the token or with another', async () => {
    expect((await appWith().request('/api/metrics', { headers: { authorization: `Bearer ${token}` } })).status).toBe(404)
    const app = appWith(token)
    expect((await app.request('/api/metrics')).status).toBe(401)
    expect((await app.request('/api/metrics', { headers: { authorization: 'Bearer scrape-token-9876543210' } })).status).toBe(401)
  })

  it('answers Prometheus text: request durations by route pattern and status, queue, streams, pool, event loop and heap', async () => {
    const app = appWith(token)
    await app.request('/api/health')
    await app.request('/api/health')
    await app.request('/api/accounts/get_urls')
    const answer = await app.request('/api/metrics', { headers: { authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const text = await answer.text()
    expect(text).toContain('http_request_duration_seconds_count{route="/api/health",method="GET",status="200"} 2')
    expect(text).toContain('http_request_duration_seconds_count{route="/api/accounts/get_urls",method="GET",status="401"} 1')
    expect(text).toContain('jobs{queue="metrics-test",state="created"} 2')
    expect(text).toContain('live_streams_open 3')
    expect(text).toMatch(/password_hashes_total \d+/)
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/)
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d/)
    if (url) expect(text).toMatch(/db_pool_connections\{state="in_use"\} \d/)
    else expect(text).not.toContain('db_pool_connections{')
  })
})
