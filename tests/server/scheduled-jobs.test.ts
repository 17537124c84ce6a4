import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { jobFileParts, jobs as jobRows } from '../../server/areas/jobs/schema'
import { organisations } from '../../server/auth/schema'
import { createDb } from '../../server/db/client'
import type { DbHandle } from '../../server/db/client'
import { idempotencyKeys, rateLimits } from '../../server/kit/schema'
import { startJobs } from '../../server/platform/jobs'
import type { Jobs } from '../../server/platform/jobs'
import { backupCron, backupQueue, prune, pruneCron, pruneQueue, startBackups, startPrune } from '../../server/ops/scheduled-jobs'

// The server's recurring work as scheduled jobs of the queue (server/ops/scheduled-jobs.ts): the hourly prune and
// the daily backup, each a cron schedule in pgboss.schedule rather than a timer in every process.

let database: DbHandle
let jobs: Jobs
let orgId: string
let dir: string

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; drop schema if exists pgboss cascade; create schema public;',
    )
    await client.end()
  }
  database = await createDb({ DATABASE_URL: url, DATA_DIR: 'memory://' })
  await database.migrate()
  jobs = await startJobs({ executeSql: database.executeSql, pollingSeconds: 0.5, schedules: false })
  const [org] = await database.db.insert(organisations).values({ name: 'Prune Test', city: 'Pune', address: '1 Road' }).returning({ id: organisations.id })
  orgId = org!.id
  dir = await mkdtemp(join(tmpdir(), 'backoffice-scheduled-'))
})
afterAll(async () => {
  await jobs.stop(1000)
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

async function schedules() {
  const { rows } = await database.executeSql(`select name, cron, options->>'tz' as tz from pgboss.schedule order by name`)
  return rows
}

describe('the hourly prune', () => {
  it('is a cron schedule of the queue, hourly in UTC', async () => {
    await startPrune(jobs, database)
    expect(await schedules()).toContainEqual({ name: pruneQueue, cron: pruneCron, tz: 'UTC' })
    expect(pruneCron).toBe('0 * * * *')
  })

  it('deletes old rate limits, idempotency keys, export files and jobs, and keeps the recent ones', async () => {
    const { db } = database
    await db.insert(rateLimits).values([
      { key: 'login:old@example.com', windowStart: new Date(Date.now() - 3 * 86_400_000), count: 3 },
      { key: 'login:new@example.com', windowStart: new Date(), count: 1 },
    ])
    await db.insert(idempotencyKeys).values([
      { orgId, key: 'old-key', method: 'POST', path: '/x', status: 200, createdAt: new Date(Date.now() - 3 * 86_400_000) },
      { orgId, key: 'new-key', method: 'POST', path: '/x', status: 200 },
    ])
    const job = (name: string, finishedDaysAgo: number | null) => ({
      org_id: orgId,
      kind: 'export',
      subject: name,
      state: finishedDaysAgo === null ? 'running' : 'done',
      file_name: finishedDaysAgo === null ? null : `${name}.csv`,
      finished_at: finishedDaysAgo === null ? null : daysAgo(finishedDaysAgo),
    })
    const made = await db
      .insert(jobRows)
      .values([job('month-old', 40), job('week-old', 10), job('fresh', 1), job('running', null)])
      .returning({ id: jobRows.id, subject: jobRows.subject })
    await db.insert(jobFileParts).values(made.map(({ id }) => ({ job_id: id, part: 0, body: 'Name\r\n' })))

    expect(await prune(database)).toEqual({ files: 2, jobs: 1 })

    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual(['login:new@example.com'])
    expect((await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)).toEqual(['new-key'])
    const left = await db.select({ subject: jobRows.subject, file: jobRows.file_name }).from(jobRows).orderBy(jobRows.subject)
    expect(left).toEqual([
      { subject: 'fresh', file: 'fresh.csv' },
      { subject: 'running', file: null },
      { subject: 'week-old', file: null },
    ])
    const parts = await db.select({ job: jobFileParts.job_id }).from(jobFileParts)
    const byId = new Map(made.map(({ id, subject }) => [id, subject]))
    expect(parts.map((part) => byId.get(part.job)).sort()).toEqual(['fresh', 'running'])
  })

  it('runs as a job of its queue', async () => {
    await database.db.insert(rateLimits).values({ key: 'login:stale@example.com', windowStart: new Date(Date.now() - 5 * 86_400_000), count: 1 })
    const id = await jobs.send(pruneQueue, {})
    await vi.waitFor(async () => expect((await jobs.get(pruneQueue, id!))?.state).toBe('completed'), { timeout: 15_000, interval: 200 })
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:stale@example.com'))).toEqual([])
  })
})

describe('the daily backup', () => {
  it('is a daily cron schedule, queued at start when no backup is a day old, and writes the file when worked', async () => {
    const lines: string[] = []
    const backups = await startBackups(jobs, database, { dir, keepDays: 7 }, (line) => lines.push(line))
    expect(await schedules()).toContainEqual({ name: backupQueue, cron: backupCron, tz: 'UTC' })
    const { rows } = await database.executeSql(`select start_after > now() + interval '4 minutes' as later from pgboss.job where name = $1`, [backupQueue])
    expect(rows).toEqual([{ later: true }])
    // Asked for now (`npm run backup`): written at once.
    await backups.queue()
    await vi.waitFor(async () => expect((await readdir(dir)).filter((name) => name.endsWith('.jsonl.gz'))).toHaveLength(1), { timeout: 30_000, interval: 250 })
    await vi.waitFor(() => expect(lines.some((line) => line.startsWith('Backup written to '))).toBe(true), { timeout: 5000 })
  })
})
