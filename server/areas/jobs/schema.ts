import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { jobKinds, jobStates } from '../../../src/contract/jobs'
import { orgId, users } from '../../auth/schema'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

/**
 * The organisation's jobs as people see them (docs/areas/jobs.md): one row per job started for an organisation, beside
 * the queue's own row in pgboss.job (`queue_job_id`, a new one on each retry from the screen). The queue keeps its
 * jobs for days and knows no organisation; this row says whose it is, how far it got and where its file is.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    kind: text('kind').notNull(),
    /** What it works on: an export's list ('subscribers'). */
    subject: text('subject').notNull(),
    state: text('state').notNull().default('queued'),
    /** What the worker needs to run it again: an export's validated list query, and the language of its headers. */
    input: text('input').notNull().default('{}'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    failure: text('failure'),
    file_name: text('file_name'),
    queue_job_id: text('queue_job_id'),
    started_by: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    started_at: at('started_at'),
    finished_at: at('finished_at'),
    updated_at: updatedAt(),
  },
  (t) => [oneOf('jobs_kind_check', t.kind, jobKinds), oneOf('jobs_state_check', t.state, jobStates), index('jobs_org_created_idx').on(t.org_id, t.created_at)],
)

/**
 * A finished export's file, in parts written batch by batch (so no process holds the whole file, and any process
 * serves the download: the file lives in the database, not on one machine's disk). Read back in `part` order.
 */
export const jobFileParts = pgTable(
  'job_file_parts',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.part] })],
)
