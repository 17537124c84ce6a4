import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutgoingMessage } from '../../server/auth/code-transport'
import { createDb } from '../../server/db/client'
import type { DbHandle } from '../../server/db/client'
import { startJobs } from '../../server/platform/jobs'
import type { Jobs } from '../../server/platform/jobs'
import { messageQueue, startMessages } from '../../server/platform/messages'
import type { Messages } from '../../server/platform/messages'
import type { Delivery } from '../../server/platform/messages/delivery'

// Several workers on one queue (PostgreSQL), as several API processes run them: each with its own pool. Every
// message reaches the provider once; a process killed mid-send leaves its job to another after the job's expiry.

const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'
const handles: DbHandle[] = []
const instances: Jobs[] = []
const children: ChildProcess[] = []
/** Queues messages and works none. */
let sender: Messages

async function connection(): Promise<DbHandle> {
  const handle = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://', DB_POOL_MAX: 4 })
  handles.push(handle)
  return handle
}

/** One "process": its own job queue connection and a message worker delivering through `deliver`. */
async function worker(deliver: Delivery) {
  const jobs = await startJobs({ executeSql: (await connection()).executeSql, pollingSeconds: 0.5, maintenanceSeconds: 1, schedules: false })
  instances.push(jobs)
  const messages = await startMessages({ jobs, deliver, log: () => undefined, retryDelaySeconds: 1, expireInSeconds: 2 })
  return { jobs, messages }
}

/** The provider: every accepted message by the job's key, and which worker sent it. */
const sent: { key: string; by: string; code: string }[] = []
const provider =
  (by: string, latencyMs = 20): Delivery =>
  async (message, _rendered, key) => {
    await new Promise((resolve) => setTimeout(resolve, latencyMs))
    sent.push({ key, by, code: 'code' in message ? message.code : message.purpose })
  }

/** A worker process (message-worker.child.ts) this test may kill. */
function spawnWorker(mode: 'hang' | 'die-after-send') {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/message-worker.child.ts', mode], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  return { child, out: () => text, exited }
}

const sms = (n: number): OutgoingMessage => ({
  channel: 'sms',
  to: `+9198${String(n).padStart(8, '0')}`,
  email: `p${n}@kesar.example`,
  purpose: 'login',
  code: String(100000 + n),
  language: 'en',
})

beforeAll(async () => {
  const first = await connection()
  await first.executeSql('drop schema if exists pgboss cascade')
  const jobs = await startJobs({ executeSql: first.executeSql, pollingSeconds: 0.5, maintenanceSeconds: 1, schedules: false })
  instances.push(jobs)
  sender = await startMessages({ jobs, deliver: provider('nobody'), work: false, log: () => undefined, retryDelaySeconds: 1, expireInSeconds: 2 })
})

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await Promise.all(instances.map((jobs) => jobs.stop(1000).catch(() => undefined)))
  await Promise.all(handles.map((handle) => handle.close()))
})

describe('message workers in several processes', () => {
  it('sends 200 queued messages exactly once each, spread over two processes', async () => {
    const a = await worker(provider('a'))
    const b = await worker(provider('b'))
    const ids = await Promise.all(Array.from({ length: 200 }, (_, n) => (n % 2 ? a : b).messages.queued(sms(n))))
    await vi.waitFor(() => expect(sent).toHaveLength(200), { timeout: 60_000, interval: 250 })
    await vi.waitFor(
      async () =>
        expect((await Promise.all(ids.map(async (id) => (await a.jobs.get(messageQueue, id))?.state))).every((state) => state === 'completed')).toBe(true),
      {
        timeout: 20_000,
        interval: 250,
      },
    )
    expect(new Set(sent.map(({ key }) => key))).toEqual(new Set(ids))
    expect(new Set(sent.map(({ code }) => code)).size).toBe(200)
    expect(sent.filter(({ by }) => by === 'a').length).toBeGreaterThan(0)
    expect(sent.filter(({ by }) => by === 'b').length).toBeGreaterThan(0)
    await Promise.all([a.jobs.stop(1000), b.jobs.stop(1000)])
    sent.length = 0
  }, 90_000)

  it('hands a send cut short by a killed process to another after its expiry, and it is sent once', async () => {
    const dying = spawnWorker('hang')
    await vi.waitFor(() => expect(dying.out()).toContain('ready'), { timeout: 20_000, interval: 100 })
    const id = await sender.queued(sms(900))
    await vi.waitFor(() => expect(dying.out()).toContain(`sending ${id}`), { timeout: 10_000, interval: 100 })
    dying.child.kill('SIGKILL')
    const alive = await worker(provider('alive'))
    await vi.waitFor(async () => expect((await alive.jobs.get(messageQueue, id))?.state).toBe('completed'), { timeout: 20_000, interval: 250 })
    expect(sent).toEqual([{ key: id, by: 'alive', code: '100900' }])
    expect((await alive.jobs.get(messageQueue, id))?.retryCount).toBe(1)
    await alive.jobs.stop(1000)
    sent.length = 0
  }, 60_000)

  it('sends nothing again when the process died after the provider took the message', async () => {
    const dying = spawnWorker('die-after-send')
    await vi.waitFor(() => expect(dying.out()).toContain('ready'), { timeout: 20_000, interval: 100 })
    const id = await sender.queued(sms(901))
    await dying.exited
    expect(dying.out()).toContain(`sent ${id} 100901`)
    const alive = await worker(provider('alive'))
    await vi.waitFor(async () => expect((await alive.jobs.get(messageQueue, id))?.state).toBe('completed'), { timeout: 20_000, interval: 250 })
    expect((await alive.jobs.get(messageQueue, id))?.output).toMatchObject({ skipped: 'already sent' })
    expect(sent).toEqual([])
  }, 60_000)
})
