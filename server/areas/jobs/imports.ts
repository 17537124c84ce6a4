import { and, eq, inArray, sql } from 'drizzle-orm'
import { importMessages, said } from '../../../src/contract/import'
import type { SkippedRow } from '../../../src/contract/import'
import { getLocale, type Locale } from '../../../src/contract/i18n/locale'
import { importFinishedEvent } from '../../../src/contract/webhooks'
import type { Db, Tx } from '../../db/client'
import { notify } from '../inbox'
import { sendEvent } from '../webhooks'
import { importJobDone, importJobDoneBody, importJobFailed } from '../../../src/paraglide/m/inbox'
import { counted, importDone, importTaken, skippedReason } from '../../../src/paraglide/m/kit'
import { importQueued, importerMissing } from '../../../src/paraglide/m/jobs'
import { failure } from '../../kit/answer'
import { jobChanged } from '../../kit/events'
import { importerOf } from '../../kit/import'
import { partCounts, skippedRows, writeParts } from '../../kit/import-parts'
import { csvLine } from '../../kit/list-answer'
import { inLocale } from '../../kit/locale'
import { isUniqueViolation, Refusal, unlessRefused } from '../../kit/result'
import { idempotencyKeys } from '../../kit/schema'
import { statsChanged } from '../../kit/stats-cache'
import type { AppEnv } from '../../kit/types'
import { PermanentJobError } from '../../platform/jobs'
import type { Jobs } from '../../platform/jobs'
import { keepJobFailure } from './failure'
import { jobOf } from './reads'
import { jobFileParts, jobs as jobRows } from './schema'

// An import's commit as a job (docs/areas/jobs.md#imports): the app's commit of a file's kept parts answers 202 with
// the job; a worker in any API process writes every part in ONE transaction (the whole file or nothing, as before),
// keeps the rows the file's check skipped as a CSV (its columns and a reason) in the job's file, and tells the starter
// (inbox) and the organisation's webhooks (`import.finished`). A cancel that lands before the transaction commits wins.

export const importQueue = 'imports'

/** What the job keeps to run (or rerun) the commit: the file's key and parts, the request's key and the language. */
type ImportInput = { file: string; parts: number; key: string | null; locale: Locale }
type ImportJob = { id: string; org_id: string; subject: string; input: string; started_by: string | null }

const commitPath = (importer: string) => `/api/import/${importer}/commit`
const inputOf = (job: { input: string }) => JSON.parse(job.input) as ImportInput

/** The app's commit of an import's kept parts (server/kit/import.ts): a job row and a queue job, answered 202 with the job. */
export function importStarter(db: Db, queue: Jobs): NonNullable<AppEnv['Variables']['startImport']> {
  return async (c, name, { file, parts }, key) => {
    const orgId = c.get('orgId')
    const of = { orgId, importer: name, file }
    const counts = await partCounts(db, of, parts)
    if (counts.parts < parts) return c.json({ status: false, message: importMessages.partMissing(counts.parts + 1) }, 400)
    const input: ImportInput = { file, parts, key: c.get('idempotencyKey') ?? null, locale: getLocale() }
    const outcome = await unlessRefused(() =>
      db.transaction(async (tx) => {
        await key?.claim(tx)
        const [row] = await tx
          .insert(jobRows)
          .values({ org_id: orgId, kind: 'import', subject: name, input: JSON.stringify(input), total: counts.rows, started_by: c.get('user').id })
          .returning({ id: jobRows.id })
        const answer = { status: true, message: importQueued(), data: await jobOf(tx as unknown as Db, orgId, row!.id) }
        await key?.keep(tx, answer)
        return answer
      }),
    )
    if ('ok' in outcome) return failure(c, outcome)
    await queueImport(db, queue, outcome.data!.id)
    await jobChanged(db, { org: orgId, job: outcome.data!.id, by: c.get('user').id })
    return c.json(outcome, 202)
  }
}

/** Hands the job's row to the queue (again, on a retry from the screen: a new queue job). */
export async function queueImport(db: Db, queue: Jobs, id: string): Promise<void> {
  const queueId = await queue.send(importQueue, { id })
  await db.update(jobRows).set({ queue_job_id: queueId }).where(eq(jobRows.id, id))
}

/**
 * An import that ended without writing (failed for good, or cancelled) frees its request's key: the same file
 * committed again makes a new job instead of answering with this one. Its kept parts stay for a retry (a day).
 */
export async function importEnded(db: Db | Tx, job: { org_id: string; subject: string; input: string }): Promise<void> {
  const { key } = inputOf(job)
  if (!key) return
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.orgId, job.org_id), eq(idempotencyKeys.key, key), eq(idempotencyKeys.path, commitPath(job.subject))))
}

class Cancelled extends Error {}

/** The skipped rows as a file: the importer's columns (as the template has them) and a reason, in the starter's language. */
function skippedCsv(importer: NonNullable<ReturnType<typeof importerOf>>, rows: SkippedRow[]): string[] {
  const columns = importer.spec.columns
  const chunks = [csvLine([...columns.map((column) => column.label), skippedReason()])]
  for (let start = 0; start < rows.length; start += 1000) {
    chunks.push(
      rows
        .slice(start, start + 1000)
        .map((row) => csvLine([...columns.map((column) => row.cells[column.field] ?? ''), row.reason]))
        .join(''),
    )
  }
  return chunks
}

async function runImport(db: Db, queue: Jobs, id: string): Promise<{ rows: number; skipped: number } | { skipped: string }> {
  const [job] = await db.select().from(jobRows).where(eq(jobRows.id, id))
  if (!job || job.state === 'cancelled' || job.state === 'done') return { skipped: job ? job.state : 'gone' }
  const importer = importerOf(job.subject)
  if (!importer) throw new PermanentJobError(importerMissing())
  const input = inputOf(job)
  // Only a job still queued (or running, when its process died) starts: a cancel that came after the read above wins.
  const [started] = await db
    .update(jobRows)
    .set({ state: 'running', started_at: sql`now()`, done: 0, failure: null, updated_at: sql`now()` })
    .where(and(eq(jobRows.id, id), inArray(jobRows.state, ['queued', 'running'])))
    .returning({ id: jobRows.id })
  if (!started) return { skipped: 'cancelled' }
  const changed = (on: Db | Tx = db) => jobChanged(on, { org: job.org_id, job: id, by: job.started_by })
  await changed()
  const of = { orgId: job.org_id, importer: job.subject, file: input.file }
  const day = new Date().toISOString().slice(0, 10)
  let outcome: { rows: number; skipped: number }
  try {
    outcome = await inLocale(input.locale, () =>
      db.transaction(async (tx) => {
        const skipped = await skippedRows(tx, of, input.parts)
        const rows = await writeParts(tx, of, input.parts, (values) => importer.write(tx, job.org_id, values))
        for (const [part, body] of (skipped.length ? skippedCsv(importer, skipped) : []).entries())
          await tx.insert(jobFileParts).values({ job_id: id, part, body })
        // The last step before the commit: a cancel that committed first leaves no running job here, and all is undone.
        const [finished] = await tx
          .update(jobRows)
          .set({
            state: 'done',
            done: rows,
            total: rows,
            file_name: skipped.length ? `${job.subject}-skipped-${day}.csv` : null,
            finished_at: sql`now()`,
            updated_at: sql`now()`,
          })
          .where(and(eq(jobRows.id, id), eq(jobRows.state, 'running')))
          .returning({ id: jobRows.id })
        if (!finished) throw new Cancelled()
        await keepAnswer(tx, job, input, rows, importer.spec.noun)
        await tellStarter(tx, job, 'job_done', { rows, skipped: skipped.length })
        await changed(tx)
        return { rows, skipped: skipped.length }
      }),
    )
  } catch (error) {
    if (error instanceof Cancelled) return { skipped: 'cancelled' }
    if (error instanceof Refusal) throw new PermanentJobError(error.message)
    if (isUniqueViolation(error)) throw new PermanentJobError(importTaken({ taken: importer.taken() }))
    throw error
  }
  statsChanged(db, job.org_id)
  // After the commit: the import stands whatever happens to its event (a failure here is logged, the job stays done).
  const event = { job_id: id, record_type: importer.recordType, importer: job.subject, imported: outcome.rows, skipped: outcome.skipped }
  await sendEvent(db, queue, job.org_id, importFinishedEvent, event).catch((error: unknown) => console.error(`import.finished not sent: ${String(error)}`))
  return outcome
}

/** The request's key now answers as an import does (GET .../done/:key finds when the file was imported). */
async function keepAnswer(tx: Tx, job: ImportJob, input: ImportInput, rows: number, noun: readonly [string, string]) {
  if (!input.key) return
  const things = counted({ shown: said(rows), noun: rows === 1 ? noun[0] : noun[1] })
  const body = {
    status: true,
    message: importDone({ things }),
    valid: rows,
    added: rows,
    errors: [],
    imported_at: new Date().toISOString(),
    data: { id: job.id },
  }
  await tx
    .update(idempotencyKeys)
    .set({ status: 200, body })
    .where(and(eq(idempotencyKeys.orgId, job.org_id), eq(idempotencyKeys.key, input.key), eq(idempotencyKeys.path, commitPath(job.subject))))
}

/** The person who started the import learns that it ended (docs/areas/inbox.md), in the job's own write. */
async function tellStarter(tx: Tx, job: ImportJob, kind: 'job_done' | 'job_failed', counts: { rows: number; skipped: number }, reason = '') {
  const importer = importerOf(job.subject)
  const things = () => importer?.spec.noun[1] ?? job.subject
  await notify(tx, job.org_id, {
    kind,
    to: [job.started_by],
    record: { type: 'job', id: job.id },
    link: '/jobs',
    text: () =>
      kind === 'job_done'
        ? { title: importJobDone({ things: things() }), body: importJobDoneBody({ imported: said(counts.rows), skipped: said(counts.skipped) }) }
        : { title: importJobFailed({ things: things() }), body: reason.slice(0, 280) },
  })
}

/** Works the import queue in this process (every API process does). */
export async function startImportJobs(db: Db, queue: Jobs): Promise<void> {
  await queue.define(importQueue, { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 15 * 60 })
  await queue.work<{ id: string }>(importQueue, async ({ id }, job) => {
    try {
      return await runImport(db, queue, id)
    } catch (error) {
      return keepJobFailure(db, id, error, job, async (tx, failed, reason) => {
        await tellStarter(tx, failed, 'job_failed', { rows: 0, skipped: 0 }, reason)
        await importEnded(tx, failed)
      })
    }
  })
}
