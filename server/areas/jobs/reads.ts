import { eq, sql } from 'drizzle-orm'
import type { Job, JobListParams } from '../../../src/contract/jobs'
import type { Db } from '../../db/client'
import { users } from '../../auth/schema'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { jobs } from './schema'

const startedByName = sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${jobs.started_by})`
/** Where a message went, masked (server/areas/jobs/messages.ts); null for any other kind. */
const recipient = sql<string | null>`case when ${jobs.kind} = 'message' then (${jobs.input}::jsonb ->> 'to') end`
const columns = {
  id: jobs.id,
  kind: jobs.kind,
  subject: jobs.subject,
  state: jobs.state,
  done: jobs.done,
  total: jobs.total,
  failure: jobs.failure,
  file_name: jobs.file_name,
  recipient,
  started_by: jobs.started_by,
  started_by_name: startedByName,
  created_at: jobs.created_at,
  started_at: jobs.started_at,
  finished_at: jobs.finished_at,
}
const selectJobs = (db: Db) => db.select(columns).from(jobs)
type Row = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number]

const when = (value: Date | string | null) => (value === null ? null : iso(new Date(value)))
const toJob = ({ started_by: _, ...row }: Row): Job => ({
  ...row,
  kind: row.kind as Job['kind'],
  state: row.state as Job['state'],
  created_at: iso(row.created_at),
  started_at: when(row.started_at),
  finished_at: when(row.finished_at),
})

/** The organisation's jobs, newest first (the Jobs screen), and one of them (null for another organisation's). */
const reads = resourceReads({
  table: jobs,
  select: selectJobs,
  toItem: toJob,
  order: { by: { created_at: jobs.created_at, kind: jobs.kind, state: jobs.state, finished_at: jobs.finished_at }, default: '-created_at' },
  search: [jobs.subject, jobs.failure, jobs.file_name],
  filters: (params: JobListParams) => [params.kind ? eq(jobs.kind, params.kind) : undefined, params.state ? eq(jobs.state, params.state) : undefined],
})

export const listJobs = reads.list

/** One job of the organisation with who started it (the person who may follow it without the Jobs screen). */
export async function jobOf(db: Db, orgId: string, id: string): Promise<Job | null> {
  return reads.get(db, orgId, id)
}

/** Who started a job of the organisation (null: none such). */
export async function starterOf(db: Db, orgId: string, id: string): Promise<{ startedBy: string | null; state: Job['state'] } | null> {
  const [row] = await selectJobs(db).where(sql`${jobs.id} = ${id} and ${jobs.org_id} = ${orgId}`)
  return row ? { startedBy: row.started_by, state: row.state as Job['state'] } : null
}
