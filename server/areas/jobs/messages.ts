import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { jobChanged } from '../../kit/events'
import type { MessageTracker } from '../../platform/messages'
import { jobs } from './schema'

// An organisation's messages on its Jobs screen (docs/areas/jobs.md#messages): each invite, member's sign-in code and
// reset code is a job of kind 'message' whose subject is its purpose and whose input keeps where it went, masked; the
// code or link never reaches this row. The message queue's worker (server/platform/messages) says how it went. A queued
// one may be cancelled; a failed one is not retried from here (its code or link left the database with it): the person
// asks for a new code, the owner sends the invite again.

/** The tracker the message queue reports to, writing the organisation's job rows. */
export function messageJobs(db: Db): MessageTracker {
  const changed = async (row: { id: string; org_id: string; started_by: string | null } | undefined) => {
    if (row) await jobChanged(db, { org: row.org_id, job: row.id, by: row.started_by })
  }
  const returning = { id: jobs.id, org_id: jobs.org_id, started_by: jobs.started_by }
  return {
    async record({ org, purpose, channel }, to) {
      const [row] = await db
        .insert(jobs)
        .values({ org_id: org.id, kind: 'message', subject: purpose, input: JSON.stringify({ channel, to }), started_by: org.by ?? null })
        .returning(returning)
      await changed(row)
      return row!.id
    },
    async queued(row, queueJobId) {
      await db.update(jobs).set({ queue_job_id: queueJobId }).where(eq(jobs.id, row))
    },
    async running(row) {
      const [started] = await db
        .update(jobs)
        .set({ state: 'running', started_at: sql`coalesce(${jobs.started_at}, now())`, updated_at: sql`now()` })
        .where(and(eq(jobs.id, row), inArray(jobs.state, ['queued', 'running'])))
        .returning(returning)
      await changed(started)
      // A row cancelled from the Jobs screen (or gone with the prune) stops the send; no row at all is not a reason to.
      if (started) return true
      const [kept] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, row))
      return kept?.state !== 'cancelled'
    },
    async ended(row, { state, failure = null }) {
      const [ended] = await db
        .update(jobs)
        .set({ state, failure, done: state === 'done' ? 1 : 0, total: 1, finished_at: state === 'queued' ? null : sql`now()`, updated_at: sql`now()` })
        .where(and(eq(jobs.id, row), inArray(jobs.state, ['queued', 'running'])))
        .returning(returning)
      await changed(ended)
    },
  }
}
