import { and, eq, inArray, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { backgroundExportRows } from '../../../src/contract/jobs/basics'
import { getLocale, type Locale } from '../../../src/contract/i18n/locale'
import type { Db, Tx } from '../../db/client'
import { notify } from '../inbox'
import { exportDone, exportDoneBody, exportFailed } from '../../../src/paraglide/m/inbox'
import { users } from '../../auth/schema'
import { endSnapshot, inSnapshot, newSnapshot, readsPostgres } from '../../db/pool'
import { csvBatchRowsOnPglite, csvBatchRowsOnPostgres, csvLine, scopeOf } from '../../kit/list-answer'
import { exportSourceOf } from '../../kit/background-export'
import { jobChanged } from '../../kit/events'
import { inLocale } from '../../kit/locale'
import type { AppEnv } from '../../kit/types'
import { PermanentJobError } from '../../platform/jobs'
import { keepJobFailure } from './failure'
import type { Jobs } from '../../platform/jobs'
import { exportQueued, exportSourceMissing } from '../../../src/paraglide/m/jobs'
import { jobFileParts, jobs as jobRows } from './schema'
import { jobOf } from './reads'

// A list's CSV export as a job (docs/areas/jobs.md): a list route made with a background read (server/kit/list-answer.ts)
// answers a large export (`Prefer: respond-async`, backgroundExportRows or more matching rows) with a job instead of a
// stream, through the starter below. A worker in any API process reads the list batch by batch in one snapshot, writes
// each batch as a part of the file in the database, and counts its progress; the file is downloaded from
// /api/jobs/:id/file.

export const exportQueue = 'exports'

/** What a job keeps to run (or rerun) its export: the list's validated query, its path's record and the language of its headers. */
type ExportInput = { query: Record<string, string>; path?: Record<string, string>; locale: Locale }

/**
 * The app's answer to a large export of a list made with a background read (server/kit/list-answer.ts): when the
 * filter matches `minRows` or more rows, a job row of the organisation and a queue job, answered 202 with the job;
 * below that null, and the list streams the file at once.
 */
export function exportStarter(db: Db, queue: Jobs, minRows = backgroundExportRows): NonNullable<AppEnv['Variables']['startExport']> {
  return async (c, name, params) => {
    const source = exportSourceOf(name)
    if (!source) return null
    const scope = scopeOf(c)
    // A page far past the end: the list's count then goes on to it (list-query.ts: a count stops at the page's end at
    // the earliest; a search's at 1,000 on the first page), exact up to countedRows, so the progress has its total.
    const probe = { ...params, format: undefined, page: countedRows, page_size: 1 }
    const { total, capped } = await source.read(scope, probe, c.req.raw.signal)
    if (total < minRows) return null
    const input: ExportInput = { query: c.req.query(), path: scope.path, locale: getLocale() }
    const [row] = await db
      .insert(jobRows)
      .values({ org_id: scope.orgId, kind: 'export', subject: name, input: JSON.stringify(input), total: capped ? null : total, started_by: scope.userId })
      .returning({ id: jobRows.id })
    await queueExport(db, queue, row!.id)
    await jobChanged(db, { org: scope.orgId, job: row!.id, by: scope.userId })
    return c.json({ status: true, message: exportQueued(), data: await jobOf(db, scope.orgId, row!.id) }, 202)
  }
}

/** Hands the job's row to the queue (again, on a retry from the screen: a new queue job). */
export async function queueExport(db: Db, queue: Jobs, id: string): Promise<void> {
  const queueId = await queue.send(exportQueue, { id })
  await db.update(jobRows).set({ queue_job_id: queueId }).where(eq(jobRows.id, id))
}

/** An export's rows are counted exactly up to this many (past it, the progress counts rows without a total). */
const countedRows = 200_000

const batchRows = () => (readsPostgres() ? csvBatchRowsOnPostgres : csvBatchRowsOnPglite)
/** A batch's part of the file is written with its progress; every this many batches (1,000 to 4,000 rows) is one part. */
const batchesPerPart = 4

class Cancelled extends Error {}

async function runExport(db: Db, id: string): Promise<{ rows: number } | { skipped: string }> {
  const [job] = await db.select().from(jobRows).where(eq(jobRows.id, id))
  // A row not there yet (its insert not yet visible to this connection) is asked for again at the queue's next try.
  if (!job) throw new Error(`Export job ${id} is not in the jobs table (yet).`)
  if (job.state === 'cancelled' || job.state === 'done') return { skipped: job.state }
  const source = exportSourceOf(job.subject)
  if (!source) throw new PermanentJobError(exportSourceMissing())
  const input = JSON.parse(job.input) as ExportInput
  const params = await v.parseAsync(source.query, input.query)
  // A resumed export (its process died) starts its file again.
  await db.delete(jobFileParts).where(eq(jobFileParts.job_id, id))
  // Only a job still queued (or running, when its process died) starts: a cancel that came after the read above wins.
  const [started] = await db
    .update(jobRows)
    .set({ state: 'running', started_at: sql`now()`, done: 0, failure: null, updated_at: sql`now()` })
    .where(and(eq(jobRows.id, id), inArray(jobRows.state, ['queued', 'running'])))
    .returning({ id: jobRows.id })
  if (!started) return { skipped: 'cancelled' }
  // Each change of state or progress reaches the open /jobs and the starter's toast (docs/areas/jobs.md).
  const changed = (on: Db | Tx = db) => jobChanged(on, { org: job.org_id, job: id, by: job.started_by })
  await changed()
  const scope = { orgId: job.org_id, userId: job.started_by ?? '', role: await roleOf(db, job.started_by), path: input.path ?? {} }
  const snapshot = newSnapshot()
  const size = batchRows()
  let done = 0
  let part = 0
  let pending = ''
  const flush = async () => {
    const [now] = await db
      .update(jobRows)
      .set({ done, updated_at: sql`now()` })
      .where(eq(jobRows.id, id))
      .returning({ state: jobRows.state })
    if (now?.state === 'cancelled') throw new Cancelled()
    await changed()
    if (!pending) return
    await db.insert(jobFileParts).values({ job_id: id, part: part++, body: pending })
    pending = ''
  }
  try {
    await inLocale(input.locale, async () => {
      pending = csvLine(source.csv.columns.map(([header]) => header))
      for (let page = 1; ; page++) {
        // Other requests (and PGlite's one connection) get their turn between batches.
        await new Promise((resolve) => setImmediate(resolve))
        const { rows } = await inSnapshot(snapshot, () => source.read(scope, { ...params, format: 'csv', page, page_size: size }))
        pending += rows.map((row) => csvLine(source.csv.columns.map(([, value]) => value(row)))).join('')
        done += rows.length
        const last = rows.length < size
        if (last || page % batchesPerPart === 0) await flush()
        if (last) break
      }
    })
  } catch (error) {
    if (error instanceof Cancelled) return { skipped: 'cancelled' }
    throw error
  } finally {
    await endSnapshot(snapshot)
  }
  const day = new Date().toISOString().slice(0, 10)
  await db.transaction(async (tx) => {
    const [finished] = await tx
      .update(jobRows)
      .set({ state: 'done', done, total: done, file_name: `${source.csv.filename}-${day}.csv`, finished_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(jobRows.id, id), eq(jobRows.state, 'running')))
      .returning({ id: jobRows.id })
    if (!finished) return
    await tellStarter(tx, job, 'job_done', done)
    await changed(tx)
  })
  return { rows: done }
}

/** The person who started the export learns that it ended (docs/areas/inbox.md), in the job's own write. */
async function tellStarter(
  tx: Tx,
  job: { id: string; org_id: string; subject: string; started_by: string | null },
  kind: 'job_done' | 'job_failed',
  rows: number,
  reason = '',
) {
  await notify(tx, job.org_id, {
    kind,
    to: [job.started_by],
    record: { type: 'job', id: job.id },
    link: '/jobs',
    text: () =>
      kind === 'job_done'
        ? { title: exportDone({ list: job.subject }), body: exportDoneBody({ rows }) }
        : { title: exportFailed({ list: job.subject }), body: reason.slice(0, 280) },
  })
}

async function roleOf(db: Db, userId: string | null): Promise<string> {
  if (!userId) return ''
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  return user?.role ?? ''
}

/** Works the export queue in this process (every API process does). */
export async function startExportJobs(db: Db, queue: Jobs, { concurrency = 1 } = {}): Promise<void> {
  await queue.define(exportQueue, { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 15 * 60 })
  await queue.work<{ id: string }>(
    exportQueue,
    async ({ id }, job) => {
      try {
        return await runExport(db, id)
      } catch (error) {
        return keepJobFailure(db, id, error, job, (tx, failed, reason) => tellStarter(tx, failed, 'job_failed', 0, reason))
      }
    },
    { concurrency },
  )
}
