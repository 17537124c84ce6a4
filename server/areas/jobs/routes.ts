import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Context } from 'hono'
import * as v from 'valibot'
import { jobCsv, jobIdParam, jobListQuery } from '../../../src/contract/jobs'
import { canOpen, grantedPaths } from '../../../src/contract/permissions'
import { jobCancelled, jobLoaded, jobNoFile, jobNotCancellable, jobNotFound, jobNotRetryable, jobRetried, jobsLoaded } from '../../../src/paraglide/m/jobs'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Db } from '../../db/client'
import { resourceRoutes } from '../../kit/resource-routes'
import { jobChanged } from '../../kit/events'
import type { AppDeps, AppEnv } from '../../kit/types'
import { exportQueue, queueExport } from './exports'
import { importEnded, importQueue, queueImport } from './imports'
import { jobOf, listJobs, starterOf } from './reads'
import { jobFileParts, jobs } from './schema'
import { messageQueue } from '../../platform/messages'

const idParam = v.object({ id: jobIdParam })
const notFound = (c: Context) => c.json({ status: false, message: jobNotFound() }, 404)
const refused = (c: Context, message: string) => c.json({ status: false, message }, 409)

/**
 * A job of the caller's organisation that the caller may see: any, with the Jobs screen (the owner's); else only one
 * they started themselves (an export's toast follows it and fetches its file). Null for any other: 404, as an
 * unknown id, so another organisation's ids are not confirmed.
 */
async function visibleJob(db: Db, c: Context<AppEnv>, id: string) {
  const job = await starterOf(db, c.get('orgId'), id)
  if (!job) return null
  if (job.startedBy === c.get('user').id || canOpen(grantedPaths(await c.get('grants')()), '/jobs')) return job
  return null
}

/** The file's parts in order, one read per part as the client takes them. */
function fileStream(db: Db, id: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let next = 0
  return new ReadableStream({
    async pull(controller) {
      const [part] = await db
        .select({ part: jobFileParts.part, body: jobFileParts.body })
        .from(jobFileParts)
        .where(and(eq(jobFileParts.job_id, id), gte(jobFileParts.part, next)))
        .orderBy(asc(jobFileParts.part))
        .limit(1)
      if (!part) return controller.close()
      next = part.part + 1
      controller.enqueue(encoder.encode(part.body))
    },
  })
}

/** /api/jobs: the organisation's jobs (the '/jobs' screen, owner), retry and cancel, a finished export's file and an import's skipped rows. */
/** The queue a job kind's queue job is in (a backup is the operator's, never a row here). */
const queueOf = { export: exportQueue, import: importQueue, message: messageQueue } as const

export function jobsRoutes({ db, jobs: queue }: AppDeps) {
  const area = requireArea('/jobs')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    .list('/', jobListQuery, (scope, params, signal) => listJobs(db, scope.orgId, params, signal), jobCsv, { says: jobsLoaded })
    .get('/:id', { guard: [], param: idParam }, async (c, { param }) => {
      const { id } = param
      if (!(await visibleJob(db, c, id))) return notFound(c)
      return c.json({ status: true, message: jobLoaded(), data: await jobOf(db, c.get('orgId'), id) })
    })
    .get('/:id/file', { guard: [], param: idParam }, async (c, { param }) => {
      const { id } = param
      if (!(await visibleJob(db, c, id))) return notFound(c)
      const job = await jobOf(db, c.get('orgId'), id)
      if (job?.state !== 'done' || !job.file_name) return c.json({ status: false, message: jobNoFile() }, 404)
      return c.body(fileStream(db, id), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${job.file_name}"`,
      })
    })
    .post('/:id/retry', { param: idParam }, async (c, { param }) => {
      const { id } = param
      const job = await jobOf(db, c.get('orgId'), id)
      if (!job) return notFound(c)
      const retryable = job.kind === 'export' || job.kind === 'import'
      if (!queue || !retryable || (job.state !== 'failed' && job.state !== 'cancelled')) return refused(c, jobNotRetryable())
      const [again] = await db
        .update(jobs)
        .set({ state: 'queued', done: 0, failure: null, file_name: null, started_at: null, finished_at: null, updated_at: sql`now()` })
        .where(and(eq(jobs.id, id), inArray(jobs.state, ['failed', 'cancelled'])))
        .returning({ by: jobs.started_by })
      if (!again) return refused(c, jobNotRetryable())
      await db.delete(jobFileParts).where(eq(jobFileParts.job_id, id))
      // An import reruns its commit from the parts still kept (its transaction wrote nothing).
      await (job.kind === 'import' ? queueImport : queueExport)(db, queue, id)
      await jobChanged(db, { org: c.get('orgId'), job: id, by: again.by })
      return c.json({ status: true, message: jobRetried(), data: await jobOf(db, c.get('orgId'), id) })
    })
    .post('/:id/cancel', { param: idParam }, async (c, { param }) => {
      const { id } = param
      const [row] = await db
        .select({ kind: jobs.kind, state: jobs.state, queueJob: jobs.queue_job_id })
        .from(jobs)
        .where(and(eq(jobs.id, id), eq(jobs.org_id, c.get('orgId'))))
      if (!row) return notFound(c)
      // A running export stops at its next batch, seeing this state; a running import before its transaction commits
      // (one that committed first is done: 409).
      const [cancelled] = await db
        .update(jobs)
        .set({ state: 'cancelled', finished_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
        .returning({ by: jobs.started_by, org_id: jobs.org_id, subject: jobs.subject, input: jobs.input })
      if (!cancelled) return refused(c, jobNotCancellable())
      if (row.kind === 'import') await importEnded(db, cancelled)
      await jobChanged(db, { org: c.get('orgId'), job: id, by: cancelled.by })
      if (queue && row.queueJob) await queue.cancel(queueOf[row.kind as keyof typeof queueOf] ?? exportQueue, row.queueJob).catch(() => undefined)
      return c.json({ status: true, message: jobCancelled(), data: await jobOf(db, c.get('orgId'), id) })
    })
  return app
}
