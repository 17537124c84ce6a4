import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { pruneJobs } from '../areas/jobs'
import { pruneRateLimits } from '../auth/rate-limit'
import type { DbHandle } from '../db/client'
import { pruneIdempotencyKeys } from '../kit/idempotency'
import type { Jobs } from '../platform/jobs'
import { writeBackup } from './backup'
import type { BackupPlace } from './backup-s3'
import { backupFileName, listBackups, pruneBackups } from './backup-schedule'

// The server's own recurring work, as scheduled jobs of the queue (pg-boss's cron): whichever process's clock sees a
// tick first queues it, one process works it, and a failure is retried. No timer of ours in every process.

/** The hourly prune of the rate limits, idempotency keys and old jobs (and PGlite's statistics). */
export const pruneQueue = 'prune'
export const pruneCron = '0 * * * *'
/** The daily backup into BACKUP_DIR (and S3). */
export const backupQueue = 'backup'
export const backupCron = '30 2 * * *'

/** One prune: what it deleted of the jobs (the rate limits and keys say nothing). */
export async function prune(database: Pick<DbHandle, 'db' | 'analyze'>, analyze: 'all' | 'changed' = 'all') {
  const [, , jobs] = await Promise.all([pruneRateLimits(database.db), pruneIdempotencyKeys(database.db), pruneJobs(database.db)])
  // PGlite has no autovacuum to keep statistics fresh: hourly all of them, at a start only the tables that changed.
  await database.analyze(analyze)
  return jobs
}

export async function startPrune(jobs: Jobs, database: Pick<DbHandle, 'db' | 'analyze'>): Promise<void> {
  await jobs.define(pruneQueue, { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 15 * 60 })
  await jobs.work(pruneQueue, () => prune(database))
  await jobs.schedule(pruneQueue, pruneCron)
}

const day = 24 * 60 * 60 * 1000

export type Backups = {
  /** Queues a backup now (what `npm run backup` asks for with SIGUSR2). */
  queue: () => Promise<void>
  /** Stops a backup under way (shutdown): its job is retried by the next start. */
  stop: () => void
}

/** One backup (the job's work): the file into the folder, then its copy to S3, then the old ones pruned in both. */
export async function runBackup(database: Pick<DbHandle, 'db'>, place: BackupPlace, signal?: AbortSignal) {
  mkdirSync(place.dir, { recursive: true })
  const file = join(place.dir, backupFileName(new Date()))
  const began = Date.now()
  const counts = await writeBackup(database.db, file, signal)
  const key = await place.store?.upload(file)
  pruneBackups(place.dir, Date.now(), place.keepDays)
  const pruned = (await place.store?.prune(place.keepDays)) ?? []
  return { file, key, rows: Object.values(counts).reduce((sum, n) => sum + n, 0), ms: Date.now() - began, pruned }
}

/**
 * The daily backup (every process works the queue; one takes each job): at 02:30 UTC, and five minutes after start when
 * the newest backup here is more than a day old (once per day: the job's key is the day). Not an organisation's job: it is
 * the operator's, in the server's log and its folder (and bucket), not in any organisation's /jobs.
 */
export async function startBackups(
  jobs: Jobs,
  database: Pick<DbHandle, 'db'>,
  place: BackupPlace,
  log: (line: string) => void = console.log,
): Promise<Backups> {
  const abort = new AbortController()
  await jobs.define(backupQueue, { retryLimit: 2, retryDelaySeconds: 5 * 60, expireInSeconds: 60 * 60 })
  await jobs.work(backupQueue, async () => {
    try {
      const made = await runBackup(database, place, abort.signal)
      const copy = made.key && place.store ? `, copied to ${place.store.where}${made.key.split('/').at(-1)}` : ''
      log(`Backup written to ${made.file} (${made.rows} rows in ${made.ms} ms${copy})`)
      return { file: made.file, key: made.key }
    } catch (error) {
      log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
      throw error
    }
  })
  await jobs.schedule(backupQueue, backupCron)
  const newest = listBackups(place.dir).at(-1)
  if (!newest || Date.now() - newest.mtimeMs > day)
    await jobs.send(backupQueue, {}, { key: `start-${new Date().toISOString().slice(0, 10)}`, startAfterSeconds: 5 * 60 })
  return { queue: async () => void (await jobs.send(backupQueue, { asked: new Date().toISOString() })), stop: () => abort.abort() }
}
