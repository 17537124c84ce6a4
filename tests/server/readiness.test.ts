import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../../server/app'
import { consoleTransport } from '../../server/auth/code-transport'
import { createDb } from '../../server/db/client'
import { expectedMigration } from '../../server/db/journal'
import type { DbHandle, SqlExecutor } from '../../server/db/client'
import { loadEnv } from '../../server/env'
import { readiness } from '../../server/ops/readiness'
import type { ReadyReport } from '../../server/ops/readiness'

// issue 32: /api/health says the process is up; /api/ready says it may be sent requests: the database answers
// within a second, at this build's migrations, the queue runs, and no SIGTERM yet.

let handle: DbHandle
beforeAll(async () => {
  // An in-memory database of its own (PGlite in both passes: the checks need no PostgreSQL).
  const template = inject('pgliteTemplate')
  handle = await createDb({ DATA_DIR: 'memory://' }, { pgliteTemplate: template ? new Blob([await readFile(template)]) : undefined })
  await handle.migrate()
})
afterAll(() => handle.close())

const appWith = (ready: () => Promise<ReadyReport>) =>
  createApp({ db: handle.db, env: loadEnv({ DATA_DIR: 'memory://' }), transport: consoleTransport(() => undefined), ready })

const answer = async (ready: () => Promise<ReadyReport>) => {
  const response = await appWith(ready).request('/api/ready')
  return { status: response.status, body: (await response.json()) as { status: boolean; checks: Record<string, string> } }
}

describe('GET /api/ready', () => {
  it('is 200 with every check ok on a migrated database with the queue running', async () => {
    const check = readiness({ executeSql: handle.executeSql, expected: expectedMigration(), jobsRunning: () => true })
    expect(await answer(check.check)).toEqual({
      status: 200,
      body: { status: true, message: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok', process: 'ok' } },
    })
  })

  it('is 503 while draining (SIGTERM received), while /api/health still answers 200', async () => {
    const check = readiness({ executeSql: handle.executeSql, expected: expectedMigration(), jobsRunning: () => true })
    check.drain()
    const { status, body } = await answer(check.check)
    expect(status).toBe(503)
    expect(body.checks.process).toBe('draining')
    expect((await appWith(check.check).request('/api/health')).status).toBe(200)
  })

  it('is 503 when the database does not answer within a second, or fails', async () => {
    const slow: SqlExecutor = () => new Promise((resolve) => setTimeout(() => resolve({ rows: [] }), 5000))
    const begun = Date.now()
    const late = await answer(readiness({ executeSql: slow, expected: expectedMigration(), jobsRunning: () => true }).check)
    expect(Date.now() - begun).toBeLessThan(2500)
    expect(late.status).toBe(503)
    expect(late.body.checks.database).toBe('timeout')
    const down: SqlExecutor = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    const failed = await answer(readiness({ executeSql: down, expected: expectedMigration(), jobsRunning: () => true }).check)
    expect(failed.status).toBe(503)
    expect(failed.body.checks).toMatchObject({ database: 'failed' })
  })

  it('is 503 when the database is behind this build, or the queue stopped', async () => {
    const newer = { when: expectedMigration().when + 1 }
    const behind = await answer(readiness({ executeSql: handle.executeSql, expected: newer, jobsRunning: () => true }).check)
    expect(behind.status).toBe(503)
    expect(behind.body.checks).toMatchObject({ database: 'ok', migrations: 'behind' })
    const stopped = await answer(readiness({ executeSql: handle.executeSql, expected: expectedMigration(), jobsRunning: () => false }).check)
    expect(stopped.status).toBe(503)
    expect(stopped.body.checks).toMatchObject({ database: 'ok', migrations: 'ok', jobs: 'stopped' })
  })
})
