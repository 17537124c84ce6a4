import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoLogin, demoOrgId } from '../../server/db/demo'
import { nextStatuses } from '../../src/contract/complaints'
import type { ComplaintStatus } from '../../src/contract/complaints/list'
import { freePort, postgresFor, spawnApi, stopApi, waitForStart } from './api-process'
import type { ApiProcess } from './api-process'
import { openEvents } from './event-stream'
import type { EventStream } from './event-stream'

/**
 * Live updates across API processes (docs/history.md#live-updates): a write committed on process A reaches a stream
 * open on process B through PostgreSQL's LISTEN/NOTIFY, and a stream reopened on B replays what it missed. The
 * database is `<test database>_events` (CI: .ci/run creates backoffice_test_events), made here when the role may,
 * else the test database itself;
 * PostgreSQL is required: in CI an unreachable server fails this file.
 */
const testUrl = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'

let admin: pg.Client | undefined
let apis: ApiProcess[] = []
let root: string
const streams: EventStream[] = []

const withDatabase = (name: string) => {
  const parsed = new URL(testUrl)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

async function ownDatabase(): Promise<string | undefined> {
  const main = await postgresFor(testUrl, 'The live updates test across processes')
  if (!main) return undefined
  const name = `${new URL(testUrl).pathname.slice(1)}_events`
  let url = withDatabase(name)
  try {
    const { rowCount } = await main.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await main.query(`create database "${name.replace(/"/g, '""')}"`)
  } catch {
    // No CREATEDB for this role: the test database itself, emptied below (the suite's files run one at a time).
    url = testUrl
  } finally {
    await main.end()
  }
  admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  await admin.connect()
  return url
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-events-'))
  const url = await ownDatabase()
  if (!url || !admin) return
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;')
  const env = { DATABASE_URL: url, SEED_DEMO: 'true', NODE_ENV: 'test', ADS_START: 'off', TRUST_PROXY: '1' }
  apis = [spawnApi(root, await freePort(), env), spawnApi(root, await freePort(), env)]
  for (const api of apis) await waitForStart(api, 120_000)
}, 180_000)

afterAll(async () => {
  for (const stream of streams) stream.close()
  await Promise.all(apis.map(stopApi))
  await admin?.end()
  rmSync(root, { recursive: true, force: true })
})

const send = async (api: ApiProcess | undefined, method: string, path: string, body: unknown, token?: string) => {
  const headers: Record<string, string> = { 'x-forwarded-for': '192.0.2.7', 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  const response = await fetch(`${api?.base}${path}`, { method, headers, body: JSON.stringify(body) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function signIn(api: ApiProcess | undefined): Promise<string> {
  expect((await send(api, 'POST', '/api/accounts/login', demoLogin)).status).toBe(200)
  const lines = readFileSync(join(root, 'outbox.jsonl'), 'utf8').split('\n').filter(Boolean)
  const { code } = JSON.parse(lines.at(-1) ?? '{}') as { code: string }
  return String((await send(api, 'POST', '/api/accounts/verify-otp', { email: demoLogin.email, otp: code })).body.token)
}

/** Moves the organisation's first open ticket on, through process `api`; its id. */
async function resolveOne(api: ApiProcess | undefined, token: string): Promise<string> {
  const { rows } = await (admin as pg.Client).query<{ id: string; status: ComplaintStatus; updated_at: Date }>(
    "select id, status, updated_at from complaints where org_id = $1 and status = 'open' order by ticket_seq limit 1",
    [demoOrgId],
  )
  const [row] = rows
  if (!row) throw new Error('no open complaint')
  const body = { status: nextStatuses[row.status][0], updated_at: row.updated_at.toISOString() }
  expect((await send(api, 'PUT', `/api/brand_complaints/update_status/${row.id}`, body, token)).status).toBe(200)
  return row.id
}

const streamOn = async (api: ApiProcess | undefined, token: string, lastEventId?: string) => {
  const stream = await openEvents((path, init) => fetch(`${api?.base}${path}`, init), token, lastEventId)
  streams.push(stream)
  return stream
}

describe('live updates on two API processes over one PostgreSQL database', () => {
  it('a write committed on A reaches a stream open on B; B reopened after a gap replays it', async () => {
    if (!admin) return
    const [a, b] = apis
    const token = await signIn(a)
    const onB = await streamOn(b, token)
    const ready = await onB.next((event) => event.event === 'ready', 10_000)
    const id = await resolveOne(a, token)
    expect(await onB.next(undefined, 10_000)).toMatchObject({ event: 'change', data: { type: 'complaint', id, action: 'status' } })

    onB.close()
    const missed = await resolveOne(a, token)
    const again = await streamOn(b, token, String(Number(ready.id) + 1))
    expect(await again.next(undefined, 10_000)).toMatchObject({ event: 'change', data: { id: missed } })
  })

  it('a process shutting down ends its open streams, and exits', async () => {
    if (!admin) return
    const [a, b] = apis
    const onB = await streamOn(b, await signIn(a))
    await onB.next((event) => event.event === 'ready', 10_000)
    if (b) await stopApi(b)
    await onB.ended
    expect(b?.child.exitCode).toBe(0)
  })
})
