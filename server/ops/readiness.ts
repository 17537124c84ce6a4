import type { SqlExecutor } from '../db/client'

/**
 * Readiness (GET /api/ready), for a load balancer or an orchestrator deciding whether to send this process
 * requests; /api/health only says the process is up. Ready means: the database answers `select 1` within
 * `timeoutMs`, its migrations are at the version this build carries, the job queue runs, and the process is
 * not draining (SIGTERM received: it still answers, but asks for no new requests).
 */
export type Readiness = {
  /** Set on SIGTERM, before the process stops serving (DRAIN_MS later). */
  drain: () => void
  check: () => Promise<ReadyReport>
}

type CheckResult = 'ok' | 'failed' | 'timeout' | 'behind' | 'stopped' | 'draining'
export type ReadyReport = { ready: boolean; checks: { database: CheckResult; migrations: CheckResult; jobs: CheckResult; process: CheckResult } }

type ReadinessDeps = {
  executeSql: SqlExecutor
  /** The newest migration this build carries (server/db/client.ts expectedMigration). */
  expected: { when: number }
  /** Whether the job queue runs; unset until it started. */
  jobsRunning: () => boolean
  timeoutMs?: number
}

const timedOut = Symbol('timeout')

function within<T>(work: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), ms)))
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

async function databaseCheck(executeSql: SqlExecutor, expected: number, ms: number): Promise<Pick<ReadyReport['checks'], 'database' | 'migrations'>> {
  try {
    const answer = await within(executeSql('select 1 as one'), ms)
    if (answer === timedOut) return { database: 'timeout', migrations: 'failed' }
  } catch {
    return { database: 'failed', migrations: 'failed' }
  }
  try {
    const answer = await within(executeSql('select max(created_at)::text as applied from drizzle.__drizzle_migrations'), ms)
    if (answer === timedOut) return { database: 'ok', migrations: 'timeout' }
    const applied = Number((answer.rows[0] as { applied: string | null } | undefined)?.applied ?? 0)
    return { database: 'ok', migrations: applied >= expected ? 'ok' : 'behind' }
  } catch {
    return { database: 'ok', migrations: 'failed' }
  }
}

export function readiness({ executeSql, expected, jobsRunning, timeoutMs = 1000 }: ReadinessDeps): Readiness {
  let draining = false
  return {
    drain: () => {
      draining = true
    },
    check: async () => {
      const { database, migrations } = await databaseCheck(executeSql, expected.when, timeoutMs)
      const checks = { database, migrations, jobs: jobsRunning() ? 'ok' : 'stopped', process: draining ? 'draining' : 'ok' } as const
      return { ready: Object.values(checks).every((result) => result === 'ok'), checks }
    },
  }
}
