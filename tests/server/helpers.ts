import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, inject } from 'vitest'
import { createApp } from '../../server/app'
import type { App } from '../../server/app'
import { eventHub } from '../../server/kit/events'
import { createDb } from '../../server/db/client'
import type { Db } from '../../server/db/client'
import { seed } from '../../server/seed'
import { loadEnv } from '../../server/env'
import type { Env } from '../../server/env'
import { fileTransport } from '../../server/auth/code-transport'
import { pgCopy } from './pg-template'
import { startExportJobs, startImportJobs } from '../../server/areas/jobs'
import { startJobs } from '../../server/platform/jobs'
import type { Jobs } from '../../server/platform/jobs'
import type { CodeMessage, OutgoingMessage } from '../../server/auth/code-transport'
import type { Logger } from '../../server/kit/request-log'

/** A code the server "sent" (invites are read apart, with `lastInviteLink`). */
export type Sent = CodeMessage & { at: string }

/** `body` is the parsed JSON (empty for other content types); `text` the raw body (CSV exports). */
export type ApiResult = { status: number; body: Record<string, unknown>; headers: Headers; text: string }
export type RequestOptions = { token?: string; ip?: string; headers?: Record<string, string> }

/**
 * Every row of a fetched list passes `check`, and there is at least one: `every()` alone passes on an empty answer.
 * A failure lists the rows that did not pass.
 */
export function expectEveryRow<T>(rows: readonly T[], check: (row: T) => unknown): void {
  expect(rows.length, 'the list came back empty').toBeGreaterThan(0)
  expect(rows.filter((row) => !check(row))).toEqual([])
}

/** The clock the app's sign-in and code limits count by: stopped, so tests set the time instead of waiting for it. */
export type TestClock = { now: () => Date; set: (time: Date | string) => void; advance: (ms: number) => void }

/** Starts at the first instant of a quarter hour (and of an hour and a day), so a test counting up to a limit has its whole window. */
const clockStart = '2026-01-05T00:00:00.000Z'

function testClock(start: Date | string = clockStart): TestClock {
  let time = new Date(start).getTime()
  return {
    now: () => new Date(time),
    set: (to) => {
      time = new Date(to).getTime()
    },
    advance: (ms) => {
      time += ms
    },
  }
}

export type TestContext = {
  app: App
  db: Db
  env: Env
  /** Set or move it to change the time the app's limits and throttles see; it does not move by itself. */
  clock: TestClock
  /** Every code the server "sent", oldest first. */
  sent: () => Promise<Sent[]>
  lastCode: (email: string, purpose: 'login' | 'reset') => Promise<string>
  /** The link of the newest invite sent to `email`. */
  lastInviteLink: (email: string) => Promise<string>
  get: (path: string, options?: RequestOptions) => Promise<ApiResult>
  post: (path: string, body: unknown, options?: RequestOptions) => Promise<ApiResult>
  put: (path: string, body: unknown, options?: RequestOptions) => Promise<ApiResult>
  /** multipart/form-data, with the content type (and boundary) left to the runtime as the app does. */
  form: (method: 'POST' | 'PUT', path: string, body: FormData, options?: RequestOptions) => Promise<ApiResult>
  signIn: (email: string, password: string) => Promise<string>
  /** The job queue, when made with `jobs: true`. */
  jobs?: Jobs
  close: () => Promise<void>
}

let ipCounter = 0
// Each request gets its own address unless a test pins one, so only the per-IP tests meet the per-IP limits.
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`

export async function request(app: App, method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResult> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers }
  const isForm = body instanceof FormData
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const payload = body === undefined ? undefined : isForm ? body : JSON.stringify(body)
  const response = await app.request(path, { method, headers, body: payload })
  const text = await response.text()
  const json = text && response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, body: json ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers, text }
}

/**
 * `jobs`: a job queue in the test's database, working the exports (server/areas/jobs), as the server runs it.
 * `log`: the app writes its line per request there (server/kit/request-log.ts); unset, it logs nothing.
 * `exportRows`: a CSV export of this many rows or more runs as a job (with `jobs`; unset, backgroundExportRows).
 */
export async function makeTestContext({
  jobs: withJobs = false,
  log,
  exportRows,
}: { jobs?: boolean; log?: Logger; exportRows?: number } = {}): Promise<TestContext> {
  const dir = await mkdtemp(join(tmpdir(), 'backoffice-test-'))
  const outbox = join(dir, 'outbox.jsonl')
  const url = process.env.TEST_DATABASE_URL ? await pgCopy(process.env.TEST_DATABASE_URL) : undefined
  const env = loadEnv({
    DATABASE_URL: url,
    DATA_DIR: 'memory://',
    CODE_TRANSPORT: 'file',
    CODE_OUTBOX: outbox,
    TRUST_PROXY: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  })
  const template = url ? '' : inject('pgliteTemplate')
  const pgliteTemplate = template ? new Blob([await readFile(template)]) : undefined
  const handle = await createDb(env, { pgliteTemplate })
  await handle.migrate()
  // The demo catalogue at a tenth of its size: enough to page and filter, and quick to copy per file.
  await seed(handle.db, { catalogue: 'small' })
  const clock = testClock()
  if (url && withJobs) await handle.executeSql('drop schema if exists pgboss cascade')
  const jobs = withJobs ? await startJobs({ executeSql: handle.executeSql, pollingSeconds: 0.5, schedules: false }) : undefined
  const app = createApp({ db: handle.db, transport: fileTransport(outbox), env, now: clock.now, jobs, log, exportRows })
  if (jobs) await startExportJobs(handle.db, jobs)
  if (jobs) await startImportJobs(handle.db, jobs)

  const outgoing = async (): Promise<OutgoingMessage[]> => {
    const text = await readFile(outbox, 'utf8').catch(() => '')
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutgoingMessage)
  }
  const sent = async () => (await outgoing()).filter((message): message is Sent => message.purpose === 'login' || message.purpose === 'reset')
  const lastInviteLink = async (email: string) => {
    const match = (await outgoing()).filter((message) => message.purpose === 'invite' && message.email === email).at(-1)
    if (match?.purpose !== 'invite') throw new Error(`no invite was sent to ${email}`)
    return match.link
  }
  const lastCode = async (email: string, purpose: 'login' | 'reset') => {
    const match = (await sent()).filter((message) => message.email === email && message.purpose === purpose).at(-1)
    if (!match) throw new Error(`no ${purpose} code was sent to ${email}`)
    return match.code
  }
  const get = (path: string, options?: RequestOptions) => request(app, 'GET', path, undefined, options)
  const post = (path: string, body: unknown, options?: RequestOptions) => request(app, 'POST', path, body, options)
  const put = (path: string, body: unknown, options?: RequestOptions) => request(app, 'PUT', path, body, options)
  const form = (method: 'POST' | 'PUT', path: string, body: FormData, options?: RequestOptions) => request(app, method, path, body, options)
  const signIn = async (email: string, password: string) => {
    const login = await post('/api/accounts/login', { email, password })
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`)
    const verified = await post('/api/accounts/verify-otp', { email, otp: await lastCode(email, 'login') })
    if (typeof verified.body.token !== 'string') throw new Error(`verify failed: ${JSON.stringify(verified.body)}`)
    return verified.body.token
  }
  const close = async () => {
    await jobs?.stop(1000)
    await eventHub(handle.db).close()
    await handle.close()
    await rm(dir, { recursive: true, force: true })
  }
  return { app, db: handle.db, env, clock, sent, lastCode, lastInviteLink, get, post, put, form, signIn, jobs, close }
}
