import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../server/db/client'
import type { DbHandle } from '../../server/db/client'
import { PermanentJobError, deadLetterQueue, startJobs } from '../../server/platform/jobs'
import type { Jobs } from '../../server/platform/jobs'

// The job queue on the test's database: PGlite in this process, or PostgreSQL with TEST_DATABASE_URL.

let database: DbHandle
let jobs: Jobs

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL
  database = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' })
  if (url) await database.executeSql('drop schema if exists pgboss cascade')
  jobs = await startJobs({ executeSql: database.executeSql, pollingSeconds: 0.5, maintenanceSeconds: 1, schedules: false })
})

afterAll(async () => {
  await jobs.stop(1000)
  await database.close()
})

const settings = { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 30 }

describe('job queue', () => {
  it('runs a queued job, and retries a failing one with backoff until it succeeds', async () => {
    await jobs.define('test-flaky', settings)
    const attempts: number[] = []
    await jobs.work<{ n: number }>('test-flaky', async (data, job) => {
      attempts.push(Date.now())
      if (job.retryCount < 2) throw new Error(`attempt ${job.retryCount + 1} failed`)
      return { doubled: data.n * 2 }
    })
    const id = await jobs.send('test-flaky', { n: 21 })
    expect(id).toBeTruthy()
    await vi.waitFor(async () => expect((await jobs.get('test-flaky', id!))?.state).toBe('completed'), { timeout: 20_000, interval: 200 })
    const done = await jobs.get('test-flaky', id!)
    expect(done?.retryCount).toBe(2)
    expect(done?.output).toEqual({ doubled: 42 })
    expect(attempts).toHaveLength(3)
    // The second wait is the longer (1-2 s, then 2-4 s).
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1500)
  })

  it('sends a job with a key once: the same key again queues nothing', async () => {
    await jobs.define('test-keyed', settings)
    const first = await jobs.send('test-keyed', { n: 1 }, { key: 'order-7' })
    const again = await jobs.send('test-keyed', { n: 2 }, { key: 'order-7' })
    const other = await jobs.send('test-keyed', { n: 3 }, { key: 'order-8' })
    expect(first).toMatch(/^[\da-f-]{36}$/)
    expect(again).toBeNull()
    expect(other).not.toBe(first)
    expect((await jobs.get<{ n: number }>('test-keyed', first!))?.data).toEqual({ n: 1 })
  })

  it('puts a permanently failing job in failed at once, with its reason, and copies it to the dead letters', async () => {
    await jobs.define('test-refused', settings)
    let calls = 0
    await jobs.work('test-refused', async () => {
      calls++
      throw new PermanentJobError('provider answered 400: invalid number')
    })
    const id = await jobs.send('test-refused', { to: 'x' })
    await vi.waitFor(async () => expect((await jobs.get('test-refused', id!))?.state).toBe('failed'), { timeout: 10_000, interval: 200 })
    const failed = await jobs.get('test-refused', id!)
    expect(failed?.output).toMatchObject({ message: 'provider answered 400: invalid number' })
    expect(calls).toBe(1)
    const { rows } = await database.executeSql(`select data from pgboss.job where name = $1`, [deadLetterQueue])
    expect(rows).toContainEqual({ data: { to: 'x' } })
  })

  it('keeps one schedule per queue however many processes set it (the hourly prune)', async () => {
    await jobs.define('test-hourly', settings)
    await jobs.schedule('test-hourly', '0 * * * *')
    await jobs.schedule('test-hourly', '0 * * * *')
    const { rows } = await database.executeSql(`select name, cron, options->>'tz' as tz from pgboss.schedule where name = $1`, ['test-hourly'])
    expect(rows).toEqual([{ name: 'test-hourly', cron: '0 * * * *', tz: 'UTC' }])
  })
})
