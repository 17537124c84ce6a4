import PgBoss from 'pg-boss'
import type { SqlExecutor } from '../../db/client'

// The job queue: pg-boss 10 in the app's own database (its tables in the `pgboss` schema, made and migrated by
// pg-boss at start), over the app's connections: the PostgreSQL pool, or PGlite in this process (through the
// executor of server/db/client.ts; PGlite serialises every statement, and pg-boss's locked scripts run whole).
// Every API process starts one and works every queue: a job is fetched with `for update skip locked`, so each
// goes to one process; there is no leader of ours. A process that dies mid-job leaves it active until its
// expiry, when pg-boss's maintenance (run by whichever process is due) hands it back for a retry.

/** Where jobs that ran out of retries are copied, to be read (the failed state stays on the job too). */
export const deadLetterQueue = 'dead-letters'

export type QueueSettings = {
  /** Attempts after the first. */
  retryLimit: number
  /** Seconds before the first retry; doubled (with jitter) on each next one. */
  retryDelaySeconds: number
  /** A job active longer than this is taken as lost (its process died) and retried. */
  expireInSeconds: number
}

export type JobInfo = { id: string; retryCount: number; retryLimit: number }
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<unknown>

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'
export type JobRecord<T = unknown> = JobInfo & { queue: string; data: T; state: JobState; output: unknown }

/** A failure no retry will mend (a provider's 4xx): the job goes straight to failed with this reason. */
export class PermanentJobError extends Error {}

export type Jobs = {
  /** Defines (or updates) a queue; a queue is defined before anything is sent to it or worked from it. */
  define: (queue: string, settings: QueueSettings) => Promise<void>
  /**
   * Queues one job. With `key`, at most one job per key ever exists (its id is derived from the key): a second
   * send with the same key queues nothing and answers null. With `startAfterSeconds`, it waits that long first.
   */
  send: <T extends object>(queue: string, data: T, options?: { key?: string; startAfterSeconds?: number }) => Promise<string | null>
  /** Works `queue` in this process, `concurrency` jobs at a time. */
  work: <T>(queue: string, handler: JobHandler<T>, options?: { concurrency?: number }) => Promise<void>
  /** A job recurring on a cron (UTC): the queue gets one job per tick, whichever process's clock sees it first. */
  schedule: (queue: string, cron: string) => Promise<void>
  get: <T>(queue: string, id: string) => Promise<JobRecord<T> | null>
  /**
   * Replaces a job's data while it runs: what a retry after a crash will see (a step done, a secret spent).
   * It is written at once, outside the job's own completion.
   */
  update: (queue: string, id: string, data: object) => Promise<void>
  /** Cancels a job not yet ended (a running one's handler is not interrupted: it reads its own state). */
  cancel: (queue: string, id: string) => Promise<void>
  /** Stops fetching, waits up to `timeoutMs` for the jobs under way, and hands back any still running (retried later). */
  stop: (timeoutMs?: number) => Promise<void>
  /** Whether this process's queue runs: started and not stopped (readiness, server/ops/readiness.ts). */
  running: () => boolean
}

export type JobsOptions = {
  executeSql: SqlExecutor
  /** How often an idle worker asks for a job (pg-boss polls; its minimum is half a second). */
  pollingSeconds?: number
  /** How often this process runs the queue's maintenance when due (expiry of lost jobs, archiving). */
  maintenanceSeconds?: number
  /** Cron schedules (`schedule`) are honoured; off where only a test's sends matter. */
  schedules?: boolean
  onError?: (error: Error) => void
}

const schema = 'pgboss'

/** A UUID made from a key (the first 16 bytes of its SHA-256, as a version-8 UUID): the same key, the same job. */
async function idOf(queue: string, key: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${queue}\n${key}`))).slice(0, 16)
  digest[6] = (digest[6]! & 0x0f) | 0x80
  digest[8] = (digest[8]! & 0x3f) | 0x80
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Errors of two processes defining the same queue at once (deadlock, the row or its partition made meanwhile). */
const raceCodes = new Set(['40P01', '23505', '42P07'])

/**
 * Runs a queue definition again when another process starting at the same moment raced it (pg-boss creates a queue's
 * partition table in a transaction, so two at once can deadlock): each try reads the queue anew.
 */
async function untilSettled(run: () => Promise<unknown>, tries = 6): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run()
      return
    } catch (error) {
      const code = (error as { code?: string }).code
      if (attempt >= tries || !code || !raceCodes.has(code)) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt))
    }
  }
}

export async function startJobs({ executeSql, pollingSeconds = 2, maintenanceSeconds = 60, schedules = true, onError }: JobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => executeSql(text, values) },
    schema,
    supervise: true,
    schedule: schedules,
    maintenanceIntervalSeconds: maintenanceSeconds,
    // Finished jobs stay readable for a week (the jobs screen), then move to the archive, kept 30 days.
    archiveCompletedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 30,
  })
  boss.on('error', (error) => (onError ?? ((e: Error) => console.error(`Job queue: ${e.message}`)))(error))
  await boss.start()
  await untilSettled(async () => {
    if (!(await boss.getQueue(deadLetterQueue))) await boss.createQueue(deadLetterQueue, { name: deadLetterQueue })
  })

  const define: Jobs['define'] = async (queue, settings) => {
    const options = {
      name: queue,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
      deadLetter: deadLetterQueue,
    }
    await untilSettled(async () => {
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, options)
      else await boss.createQueue(queue, options)
    })
  }

  // This process's workers by queue: a job sent here wakes one at once rather than at its next poll.
  const workers = new Map<string, string[]>()
  const send: Jobs['send'] = async (queue, data, options = {}) => {
    const id = await boss.send(queue, data, {
      ...(options.key ? { id: await idOf(queue, options.key) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    })
    const local = workers.get(queue)
    if (id && local?.length) boss.notifyWorker(local[Math.floor(Math.random() * local.length)]!)
    return id
  }

  const work: Jobs['work'] = async (queue, handler, { concurrency = 1 } = {}) => {
    const ids = workers.get(queue) ?? []
    workers.set(queue, ids)
    for (let i = 0; i < concurrency; i++) {
      const workerId = await boss.work(queue, { pollingIntervalSeconds: pollingSeconds, includeMetadata: true }, async ([job]) => {
        if (!job) return
        try {
          return await handler(job.data as never, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit })
        } catch (error) {
          // pg-boss retries any failure while retries are left: a permanent one spends them first.
          if (error instanceof PermanentJobError)
            await executeSql(`update ${schema}.job set retry_limit = retry_count where name = $1 and id = $2`, [queue, job.id])
          throw error
        }
      })
      ids.push(workerId)
    }
  }

  const schedule: Jobs['schedule'] = (queue, cron) => boss.schedule(queue, cron, {}, { tz: 'UTC' })

  const get: Jobs['get'] = async <T>(queue: string, id: string) => {
    const job = await boss.getJobById<T>(queue, id, { includeArchive: true })
    if (!job) return null
    return { id: job.id, queue, data: job.data, state: job.state, output: job.output, retryCount: job.retryCount, retryLimit: job.retryLimit }
  }

  const update: Jobs['update'] = async (queue, id, data) => {
    await executeSql(`update ${schema}.job set data = $3::jsonb where name = $1 and id = $2`, [queue, id, JSON.stringify(data)])
  }

  const cancel: Jobs['cancel'] = async (queue, id) => {
    await boss.cancel(queue, id)
  }

  let stopped = false
  boss.on('stopped', () => (stopped = true))
  // close: false, the connections are the app's and close with it.
  const stop: Jobs['stop'] = (timeoutMs = 5000) => {
    stopped = true
    return boss.stop({ graceful: true, close: false, timeout: timeoutMs })
  }

  return { define, send, work, schedule, get, update, cancel, stop, running: () => !stopped }
}
