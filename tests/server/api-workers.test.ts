import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, postgresFor, spawnApi, stopApi, waitForStart } from './api-process'
import type { ApiProcess } from './api-process'

/**
 * One `npm start` on PostgreSQL with API_PROCESSES=2: two workers serve one port (node:cluster), a worker that
 * dies is replaced, SIGTERM stops them all. Needs PostgreSQL in both passes (TEST_DATABASE_URL, else the
 * default test database); in CI an unreachable server fails this file, on a laptop without one it warns.
 */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://backoffice:backoffice@127.0.0.1:5432/backoffice_test'

let admin: pg.Client | undefined
let api: ApiProcess | undefined
let root: string

/** The processes whose parent is `pid`: the workers. */
function workersOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-workers-'))
  admin = await postgresFor(url, 'The API workers test')
  if (!admin) return
  // An empty database: the primary's child migrates it once, before the workers start.
  await admin.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;')
  api = spawnApi(root, await freePort(), { DATABASE_URL: url, ADS_START: 'off', API_PROCESSES: '2' })
  await waitForStart(api, 60_000)
}, 90_000)

afterAll(async () => {
  if (api) await stopApi(api)
  await admin?.end()
  rmSync(root, { recursive: true, force: true })
})

describe('API_PROCESSES=2 on PostgreSQL', () => {
  it('two workers answer on one port; one that dies is replaced; SIGTERM stops them all', async () => {
    if (!admin || !api || process.platform !== 'linux') return
    expect(api.out()).toContain('(database: node-postgres, 2 API processes)')
    const workers = workersOf(api.child.pid)
    expect(workers).toHaveLength(2)
    expect((await fetch(`${api.base}/api/health`)).status).toBe(200)
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    expect(rows[0]?.n).toBeGreaterThan(0)

    process.kill(workers[0]!, 'SIGKILL')
    await vi.waitFor(
      () => {
        const now = workersOf(api?.child.pid)
        expect(now).toHaveLength(2)
        expect(now).not.toContain(workers[0])
      },
      { timeout: 15_000, interval: 100 },
    )
    expect(api.out()).toContain(`API process ${workers[0]} stopped (SIGKILL); starting another.`)
    await vi.waitFor(async () => expect((await fetch(`${api?.base}/api/health`)).status).toBe(200), { timeout: 10_000, interval: 100 })

    const left = workersOf(api.child.pid)
    api.child.kill('SIGTERM')
    expect((await api.exited).code).toBe(0)
    for (const pid of left) expect(() => process.kill(pid, 0)).toThrow()
  })
})
