import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../server/db/client'
import { createPool } from '../../server/db/pool'
import { demoLogin } from '../../server/db/demo'
import { seed } from '../../server/seed'
import { freePort, postgresFor, spawnApi, stopApi, waitForStart } from './api-process'
import type { ApiProcess } from './api-process'

/**
 * A real API process on a PostgreSQL server whose connections are all ended under it (pg_terminate_backend,
 * as a restart or a failover does). It needs PostgreSQL in both passes: TEST_DATABASE_URL, or else the
 * default test database. In CI an unreachable server fails this file; on a laptop without one it warns.
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
const appName = 'back-office-api'

let admin: pg.Client | undefined
let api: ApiProcess | undefined
let root: string

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-blips-'))
  admin = await postgresFor(url, 'The database blip test')
  if (!admin) return
  // From empty schemas, migrated and seeded here (small), so the process starts without seeding.
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;')
  const handle = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' })
  await handle.migrate()
  await seed(handle.db, { catalogue: 'small' })
  await handle.close()

  api = spawnApi(root, await freePort(), { DATABASE_URL: url, ADS_START: 'off' })
  await waitForStart(api, 45_000)
}, 90_000)

afterAll(async () => {
  if (api) await stopApi(api)
  await admin?.end()
  rmSync(root, { recursive: true, force: true })
})

type Answer = { status: number; body: unknown; retryAfter: string | null }
async function call(path: string, init: { token?: string; body?: unknown; key?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {}
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  if (init.key) headers['idempotency-key'] = init.key
  const response = await fetch(`${api?.base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  const body: unknown = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') }
}

async function signIn(): Promise<string> {
  expect((await call('/api/accounts/login', { body: demoLogin })).status).toBe(200)
  const lines = readFileSync(join(root, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean)
  const { code } = JSON.parse(lines.at(-1) ?? '{}') as { code: string }
  const verified = await call('/api/accounts/verify-otp', { body: { email: demoLogin.email, otp: code } })
  return (verified.body as { token: string }).token
}

/** Whether one of the API's statements is waiting for a lock (the test's admin connection holds it). */
async function apiWaitsOnLock(): Promise<boolean> {
  const waiting = await admin?.query(`select 1 from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`, [appName])
  return Boolean(waiting?.rowCount)
}

const account = (token: string) => call('/api/my_accounts/get_erp_user', { token })
const statuses = async (token: string, n: number) => (await Promise.all(Array.from({ length: n }, () => account(token)))).map((res) => res.status)

/** How many connection losses the API logged in `out`: one line for each ended connection, whoever was using it. */
function lossesLogged(out: string): number {
  const lines = out.split('\n')
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length
  return (
    count(/\[database\] an idle connection was lost/) +
    count(/\[database\] a connection in use was lost/) +
    count(/\[database\] a read met a lost connection/) +
    count(/Job queue: .*(administrator command|terminated)/)
  )
}

const restarting = { status: false, message: 'The database is restarting. Please try again in a moment.' }
/** Ends every connection of the API's (as a restart does) from the admin connection, then lets go of `table`'s lock. */
async function endConnectionsHolding(table: string, inFlight: () => Promise<Answer>): Promise<{ answer: Answer; ended: number }> {
  await admin!.query(`begin; lock table ${table} in access exclusive mode`)
  const pending = inFlight()
  try {
    await vi.waitFor(async () => expect(await apiWaitsOnLock()).toBe(true), { timeout: 10_000, interval: 20 })
  } catch (error) {
    await admin!.query('rollback')
    throw error
  }
  const ended = await admin!.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name = $1',
    [appName],
  )
  await admin!.query('rollback')
  return { answer: await pending, ended: ended.rowCount ?? 0 }
}

describe('a dropped database connection', () => {
  it('costs a read in flight nothing (it runs again on a fresh connection); the process lives and serves the next requests', async () => {
    if (!admin || !api) return
    const token = await signIn()
    // Several requests at once, so the pool holds several connections when they are ended.
    expect(await statuses(token, 6)).toEqual([200, 200, 200, 200, 200, 200])

    // A request held in the database: the sessions table is locked, so its session check waits there (a token this
    // process has not seen yet: a known one is answered from its session cache, server/auth/session-cache.ts).
    const fresh = await signIn()
    const before = api.out().length
    const { answer, ended } = await endConnectionsHolding('sessions', () => account(fresh))
    expect(ended).toBeGreaterThanOrEqual(2)
    expect(answer.status).toBe(200)
    expect(api.out()).toContain('[database] a read met a lost connection; running it again')
    // Each ended connection's loss is logged, not thrown: the process is still running. The news of each arrives on its
    // own socket, so wait for all of them before asking for more. An idle one is logged by the pool; one busy at that
    // moment is logged by whoever used it: the job queue's poll, or the read in flight (once more for each retry
    // that took a connection whose news had not yet come).
    await vi.waitFor(() => expect(lossesLogged(api?.out().slice(before) ?? '')).toBeGreaterThanOrEqual(ended), { timeout: 10_000, interval: 20 })
    expect(api.child.exitCode).toBe(null)
    expect(api.out()).not.toContain('Unhandled')

    // The next requests get fresh connections.
    expect(await statuses(token, 6)).toEqual([200, 200, 200, 200, 200, 200])
    expect((await call('/api/accounts/login', { body: demoLogin })).status).toBe(200)
    expect(api.child.exitCode).toBe(null)
  })

  it('answers a write in flight 503 with Retry-After, never 500; sent again with its Idempotency-Key it is stored once', async () => {
    if (!admin || !api) return
    const token = await signIn()
    const brands = await call('/api/promocode/get_erp_brands', { token })
    const brandId = (brands.body as { data: { id: string }[] }).data[0]!.id
    const day = 86_400_000
    const body = {
      ...{ code: 'BLIP503', description: 'Restart offer', discount_type: 'percent', discount_value: 10, max_discount_paise: 50_000 },
      ...{ min_order_paise: 99_900, usage_limit: 100, per_user_limit: 2, brand_id: brandId },
      ...{ starts_at: new Date(Date.now() - day).toISOString(), ends_at: new Date(Date.now() + 30 * day).toISOString() },
    }
    const create = () => call('/api/promocode/create', { token, body, key: 'blip-write-0001' })
    const { answer } = await endConnectionsHolding('promo_codes', create)
    expect(answer).toMatchObject({ status: 503, body: restarting, retryAfter: '1' })
    expect(api.out()).not.toContain('[error] POST /api/promocode/create')

    const again = await create()
    expect(again.status).toBe(201)
    expect(await create()).toMatchObject({ status: 201 })
    const stored = await admin.query(`select count(*)::int as n from promo_codes where code = 'BLIP503'`)
    expect(stored.rows[0]).toEqual({ n: 1 })
  })

  it('a list whose client leaves is cancelled in the database, not left running for nobody', async () => {
    if (!admin || !api) return
    const token = await signIn()
    const list = `${api.base}/api/subscribers/get_erp_subscribers?page_size=100`
    await admin.query('begin; lock table subscribers in access exclusive mode')
    try {
      const leaving = new AbortController()
      const gone = fetch(list, { headers: { authorization: `Bearer ${token}` }, signal: leaving.signal }).catch((error: unknown) => error)
      await vi.waitFor(async () => expect(await apiWaitsOnLock()).toBe(true), { timeout: 10_000, interval: 20 })
      leaving.abort()
      // The lock is still held: the statement stops waiting only because it was cancelled.
      await vi.waitFor(async () => expect(await apiWaitsOnLock()).toBe(false), { timeout: 5000, interval: 20 })
      expect(await gone).toBeInstanceOf(Error)
    } finally {
      await admin.query('rollback')
    }
    const after = await fetch(list, { headers: { authorization: `Bearer ${token}` } })
    expect(after.status).toBe(200)
    // A request nobody waits for is no error of ours: nothing is logged for it.
    expect(api.out()).not.toContain('[error] GET /api/subscribers')
    expect(api.child.exitCode).toBe(null)
  })
})

describe("a checkout's connection (server/db/checkout.ts)", () => {
  it('begins a transaction on another connection when the one handed out was already ended, and keeps no broken one', async () => {
    if (!admin) return
    const pool = createPool(url, { max: 1, connectTimeoutMs: 5000, statementTimeoutMs: 5000 }, 'blips-checkout')
    try {
      const first = await pool.connect()
      const pid = (first as unknown as { processID: number }).processID
      // Its socket closed behind the pool's back, then given back in the same tick: the pool still thinks it idle.
      ;(first as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy()
      first.release()
      const checkout = await pool.connect()
      await checkout.query('begin')
      const { rows } = await checkout.query<{ pid: number }>('select pg_backend_pid() as pid')
      await checkout.query('commit')
      checkout.release()
      expect(rows[0]!.pid).not.toBe(pid)
      expect(pool.totalCount).toBe(1)
    } finally {
      await pool.end()
    }
  })
})
