import * as v from 'valibot'
import { historyActions, historyRecordTypes } from './history'
import type { HistoryRecordType } from './history'

/**
 * Live updates (docs/history.md#live-updates): GET /api/events streams server-sent events, one per committed write
 * the person's role may see (the screen its record type opens on, historyRecordTypes). An event names what changed,
 * never its contents: the app refetches what it shows. Its SSE id is the organisation's history seq, so a reconnect
 * with Last-Event-ID resumes where it stopped; a gap beyond the replay window comes as a 'reset' event.
 */
export const eventsPath = '/api/events'

const recordTypeNames = Object.keys(historyRecordTypes) as [HistoryRecordType, ...HistoryRecordType[]]

/** The data of a 'change' event. */
export const recordEventSchema = v.object({
  type: v.picklist(recordTypeNames),
  id: v.pipe(v.string(), v.maxLength(200)),
  action: v.picklist(historyActions),
  /** The commit's time (ISO), the record's version as far as the stream can tell. */
  at: v.string(),
  seq: v.number(),
  /** Who made the change (a person's id in the organisation; null for the system): the app counts others' new rows. */
  by: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
})
export type RecordEvent = v.InferOutput<typeof recordEventSchema>

/** The SSE event names: the stream is open (its id the last seq); a record changed; the gap was too long, refetch everything. */
/** The data of the 'ready' event: the stream's person, so the app can tell their own changes from others'. */
export const readyEventSchema = v.object({ me: v.pipe(v.string(), v.maxLength(100)) })

/**
 * 'notification': a notification for the stream's person was committed (no id: the bell reads its count again).
 * 'job': a job of the organisation changed state or progress (docs/areas/jobs.md), to the owner's streams (/jobs) and
 * its starter's: /jobs and the export's toast read it again.
 */
export const eventNames = { ready: 'ready', change: 'change', reset: 'reset', notification: 'notification', job: 'job' } as const

/** The data of a 'job' event: which job (its row is read again). */
export const jobEventSchema = v.object({ id: v.pipe(v.string(), v.maxLength(100)) })
