import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../server/db/client'
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
const serverError = { status: false, message: 'Something went wrong on our side. Please try again.' }
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

type Answer = { status: number; body: unknown }
async function call(path: string, init: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = init.token ? { authorization: `Bearer ${init.token}` } : {}
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${api?.base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, body: response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : text }
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

describe('a dropped database connection', () => {
  it('costs the request in flight a clean 500 and nothing else: the process lives and serves the next requests', async () => {
    if (!admin || !api) return
    const token = await signIn()
    // Several requests at once, so the pool holds several connections when they are ended.
    expect(await statuses(token, 6)).toEqual([200, 200, 200, 200, 200, 200])

    // A request held in the database: the sessions table is locked, so its session check waits there.
    await admin.query('begin; lock table sessions in access exclusive mode')
    const inFlight = account(token)
    await vi.waitFor(async () => expect(await apiWaitsOnLock()).toBe(true), { timeout: 10_000, interval: 20 })
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and application_name = $1',
      [appName],
    )
    await admin.query('rollback')
    expect(ended.rowCount).toBeGreaterThanOrEqual(2)

    const answer = await inFlight
    expect(answer).toEqual({ status: 500, body: serverError })
    // Each idle connection's loss is logged, not thrown: the process is still running. The news of each arrives on its
    // own socket, so wait for all of them (every ended connection but the one in flight) before asking for more.
    const idleLost = () => api?.out().split('[database] an idle connection was lost').length ?? 1
    await vi.waitFor(() => expect(idleLost() - 1).toBeGreaterThanOrEqual(ended.rowCount! - 1), { timeout: 5000, interval: 20 })
    expect(api.child.exitCode).toBe(null)
    expect(api.out()).not.toContain('Unhandled')

    // The next requests get fresh connections.
    expect(await statuses(token, 6)).toEqual([200, 200, 200, 200, 200, 200])
    expect((await call('/api/accounts/login', { body: demoLogin })).status).toBe(200)
    expect(api.child.exitCode).toBe(null)
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
