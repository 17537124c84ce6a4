import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { jobChanged } from '../../kit/events'
import { PermanentJobError, type JobInfo } from '../../platform/jobs'
import { jobs as jobRows } from './schema'

/** The job row a worker's failure handler gets back: enough to tell its starter and free what it held. */
export type FailedJob = { id: string; org_id: string; subject: string; input: string; started_by: string | null }

/**
 * A worker's failure, kept on the job's row (docs/areas/jobs.md): failed for good on a PermanentJobError or the queue's
 * last try, else queued again with its reason. A job cancelled (or already ended) meanwhile is left as it is. On the
 * last try `ended` runs in the same write (tell the starter, free what the job held). Throws the error back to the queue.
 */
export async function keepJobFailure(
  db: Db,
  id: string,
  error: unknown,
  job: JobInfo,
  ended: (tx: Tx, failed: FailedJob, reason: string) => Promise<void>,
): Promise<never> {
  const reason = error instanceof Error ? error.message : String(error)
  const last = error instanceof PermanentJobError || job.retryCount >= job.retryLimit
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(jobRows)
      .set(
        last
          ? { state: 'failed', failure: reason, finished_at: sql`now()`, updated_at: sql`now()` }
          : { state: 'queued', failure: reason, updated_at: sql`now()` },
      )
      .where(and(eq(jobRows.id, id), inArray(jobRows.state, ['queued', 'running'])))
      .returning({ id: jobRows.id, org_id: jobRows.org_id, subject: jobRows.subject, input: jobRows.input, started_by: jobRows.started_by })
    if (failed && last) await ended(tx, failed, reason)
    if (failed) await jobChanged(tx, { org: failed.org_id, job: id, by: failed.started_by })
  })
  throw error
}
