import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../server/db/client'
import { demoLogin } from '../../server/db/demo'
import { seed } from '../../server/db/seed'

/**
 * A real API process on a PostgreSQL server whose connections are all ended under it (pg_terminate_backend,
 * as a restart or a failover does). It needs PostgreSQL in both passes: TEST_DATABASE_URL, or else the
 * default test database. In CI an unreachable server fails this file; on a laptop without one it warns.
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
const shown = url.replace(/:[^:@/]+@/, ':***@')
const serverError = { status: false, message: 'Something went wrong on our side. Please try again.' }
const appName = 'back-office-api'

let admin: pg.Client | undefined
let api: { child: ChildProcess; out: () => string; base: string } | undefined
let root: string

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    admin = client
    return true
  } catch (error) {
    await client.end().catch(() => undefined)
    const message = `PostgreSQL is not reachable at ${shown} (${error instanceof Error ? error.message : String(error)}).`
    if (process.env.CI) throw new Error(`${message} CI must run the database blip test against PostgreSQL.`, { cause: error })
    console.warn(`${message}\nThe database blip test did NOT run. Start PostgreSQL or set TEST_DATABASE_URL (see README).`)
    return false
  }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-blips-'))
  if (!(await reachable()) || !admin) return
  // From empty schemas, migrated and seeded here (small), so the process starts without seeding.
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;')
  const handle = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' })
  await handle.migrate()
  await seed(handle.db, { catalogue: 'small' })
  await handle.close()

  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADS_START: 'off',
      STATIC_DIR: join(root, 'no-app'),
      CODE_TRANSPORT: 'file',
      CODE_OUTBOX: join(root, 'outbox.jsonl'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  api = { child, out: () => text, base: `http://127.0.0.1:${port}` }
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the API exited at start:\n${text}`)
      if (!text.includes('Back office running at')) throw new Error(`the API did not start:\n${text}`)
    },
    { timeout: 45_000, interval: 100 },
  )
}, 90_000)

afterAll(async () => {
  const child = api?.child
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
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
    // The idle connections' loss is logged, not thrown: the process is still running.
    await vi.waitFor(() => expect(api?.out()).toContain('[database] an idle connection was lost'), { timeout: 5000, interval: 20 })
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
