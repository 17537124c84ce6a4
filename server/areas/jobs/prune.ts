import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobFileParts, jobs } from './schema'

/** A finished export's file waits this long in /jobs; the job's row stays a month (the queue's archive keeps as long). */
const fileDays = 7
const rowDays = 30

const endedBefore = (days: number) => and(isNotNull(jobs.finished_at), lt(jobs.finished_at, sql`now() - make_interval(days => ${days})`))

/** The hourly prune's part for jobs: old files, then old jobs (their files with them). */
export async function pruneJobs(db: Db): Promise<{ files: number; jobs: number }> {
  const expired = db.select({ id: jobs.id }).from(jobs).where(endedBefore(fileDays))
  const files = await db.delete(jobFileParts).where(inArray(jobFileParts.job_id, expired)).returning({ id: jobFileParts.job_id })
  await db
    .update(jobs)
    .set({ file_name: null })
    .where(and(endedBefore(fileDays), isNotNull(jobs.file_name)))
  const gone = await db.delete(jobs).where(endedBefore(rowDays)).returning({ id: jobs.id })
  return { files: new Set(files.map((part) => part.id)).size, jobs: gone.length }
}
