import * as v from 'valibot'
import { messages } from '../common'
import { listQueryWith, uuidOf } from '../lists'
import type { CsvSpec, Labels } from '../vocabulary'
import * as m from '../../paraglide/m/jobs'

/**
 * Work that runs in the background (docs/areas/jobs.md): the organisation's exports, each a job of the queue
 * (server/platform/jobs) mirrored in a row of its own that the Jobs screen lists. Owner; the person who started a
 * job also follows it (its toast) and downloads its file.
 */

export const jobKinds = ['export', 'import', 'message', 'backup'] as const
export type JobKind = (typeof jobKinds)[number]
export const jobStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const
export type JobState = (typeof jobStates)[number]
/** A job that has not ended: it may be cancelled. */
export const jobLive = (state: JobState) => state === 'queued' || state === 'running'

export const jobListQuery = listQueryWith(['created_at', 'kind', 'state', 'finished_at'], {
  kind: v.optional(v.picklist(jobKinds, messages.invalid)),
  state: v.optional(v.picklist(jobStates, messages.invalid)),
})
export type JobListQuery = v.InferInput<typeof jobListQuery>
export type JobListParams = v.InferOutput<typeof jobListQuery>

export const jobSchema = v.object({
  id: v.string(),
  kind: v.picklist(jobKinds),
  /** What it works on: the list an export reads ('subscribers'). */
  subject: v.string(),
  state: v.picklist(jobStates),
  /** Rows done, of `total` (null until known). */
  done: v.number(),
  total: v.nullable(v.number()),
  /** Why it failed (its last attempt's reason). */
  failure: v.nullable(v.string()),
  /** The file a finished export left, to download. */
  file_name: v.nullable(v.string()),
  /** Where a message went, masked ("+91•••••3210", "a•••@kesar.example"); null for other kinds. */
  recipient: v.nullable(v.string()),
  started_by_name: v.nullable(v.string()),
  created_at: v.string(),
  started_at: v.nullable(v.string()),
  finished_at: v.nullable(v.string()),
})
export type Job = v.InferOutput<typeof jobSchema>

export const jobIdParam = uuidOf(() => m.jobNotFound())

export const jobKindLabels = {
  get export() {
    return m.kindExport()
  },
  get import() {
    return m.kindImport()
  },
  get message() {
    return m.kindMessage()
  },
  get backup() {
    return m.kindBackup()
  },
} satisfies Labels<JobKind>

export const jobStateLabels = {
  get queued() {
    return m.stateQueued()
  },
  get running() {
    return m.stateRunning()
  },
  get done() {
    return m.stateDone()
  },
  get failed() {
    return m.stateFailed()
  },
  get cancelled() {
    return m.stateCancelled()
  },
} satisfies Labels<JobState>

export const jobCsv: CsvSpec<Job> = {
  filename: 'jobs',
  get columns(): CsvSpec<Job>['columns'] {
    return [
      [m.labelKind(), (row) => jobKindLabels[row.kind]],
      [m.labelSubject(), (row) => row.subject],
      [m.labelState(), (row) => jobStateLabels[row.state]],
      [m.labelProgress(), (row) => row.done],
      [m.labelStartedBy(), (row) => row.started_by_name],
      [m.labelCreated(), (row) => row.created_at],
      [m.labelStarted(), (row) => row.started_at],
      [m.labelFinished(), (row) => row.finished_at],
      [m.labelFailure(), (row) => row.failure],
    ]
  },
}
