import * as v from 'valibot'
import { areaRecords, type AreaRecordType } from '../areas'
import { messages, safeText } from '../common'
import { dateOf, detailResponse, listQueryWith, listResponse, queryId } from '../lists'
import * as m from '../../paraglide/m/history'
import { labelsFrom, type Labels } from '../vocabulary'

/**
 * The trail of every change (docs/history.md): one entry per write, kept by the server's write kit in the write's own
 * transaction, append-only and chained by hash per organisation. Read per record (every record screen's History
 * section) and for the whole organisation (the Activity screen, owner and manager).
 */

/**
 * What a history entry can be about: each area declares its record types (src/contract/<area>/area.ts), with their name
 * (a message, read where shown), the screen their record opens on (and whose roles may read it) and the queries a
 * change of one touches in the app (src/lib/live-keys.ts).
 */
export const historyRecordTypes = areaRecords
export type HistoryRecordType = AreaRecordType
const historyRecordTypeNames = Object.keys(historyRecordTypes) as [HistoryRecordType, ...HistoryRecordType[]]

export const historyActions = [
  'created',
  'updated',
  'status',
  'cancelled',
  'adjusted',
  'noted',
  'assigned',
  'imported',
  'bulk',
  'invited',
  'signed_in',
  'sign_in_failed',
  'signed_out',
] as const
export type HistoryAction = (typeof historyActions)[number]
export const historyActionLabels = labelsFrom({
  created: m.verbCreated,
  updated: m.verbUpdated,
  status: m.verbStatus,
  cancelled: m.verbCancelled,
  adjusted: m.verbAdjusted,
  noted: m.verbNoted,
  assigned: m.verbAssigned,
  imported: m.verbImported,
  bulk: m.verbBulk,
  invited: m.verbInvited,
  signed_in: m.verbSignedIn,
  sign_in_failed: m.verbSignInFailed,
  signed_out: m.verbSignedOut,
}) satisfies Labels<HistoryAction>

/**
 * One changed field: its name, its label from the area's contract labels, and the values before and after as stored
 * (paise, ISO dates, ids; null for none). A create has `before` null; secrets and passwords are never recorded.
 */
const historyValue = v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(v.union([v.string(), v.number()]))])
export const historyChangeSchema = v.object({
  field: v.string(),
  label: v.string(),
  before: historyValue,
  after: historyValue,
})
export type HistoryChange = v.InferOutput<typeof historyChangeSchema>

export const historyEntrySchema = v.object({
  id: v.string(),
  at: v.string(),
  record_type: v.picklist(historyRecordTypeNames),
  record_id: v.string(),
  /** What the record is called where it was changed (a code, a SKU, a ticket number), to find and link it. */
  record_label: v.string(),
  action: v.picklist(historyActions),
  actor_id: v.nullable(v.string()),
  actor_name: v.string(),
  /** The person's role when they made the change. */
  actor_role: v.string(),
  changes: v.array(historyChangeSchema),
})
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>
export const historyListResponse = listResponse(historyEntrySchema)

/** GET a record's history: newest first, paged like every list. */
export const recordHistoryQuery = listQueryWith(['at'], {})
export type RecordHistoryQuery = v.InferInput<typeof recordHistoryQuery>

/** GET the organisation's activity: filtered by person, area (record type), action and a date range (India days), searchable by record label. */
export const activityQuery = listQueryWith(['at'], {
  actor_id: v.optional(queryId),
  record_type: v.optional(v.picklist(historyRecordTypeNames, messages.invalid)),
  action: v.optional(v.picklist(historyActions, messages.invalid)),
  from: v.optional(dateOf(messages.invalid)),
  to: v.optional(dateOf(messages.invalid)),
})
export type ActivityQuery = v.InferInput<typeof activityQuery>
export type ActivityParams = v.InferOutput<typeof activityQuery>

/** The owner's check of the chain: how many entries were checked and the first one whose hash or link is broken. */
const historyVerifySchema = v.object({
  checked: v.number(),
  broken: v.nullable(v.object({ id: v.string(), at: v.string(), reason: safeText() })),
})
export const historyVerifyResponse = v.object({ status: v.boolean(), message: v.string(), data: historyVerifySchema })

/** The Activity screen's person filter: every member of the organisation (whoever may have changed something), by name. */
const activityPersonSchema = v.object({ id: v.string(), name: v.string() })
export const activityPeopleResponse = detailResponse(v.array(activityPersonSchema))

export const historyPaths = {
  /**
   * GET: one record's entries; the caller must be able to open the record type's screen. Campaigns and ads keep their
   * trail in the ads service (docs/history.md#the-ads-service), read through the app's /ads-service path.
   */
  record: (type: HistoryRecordType, id: string) => (type === 'campaign' || type === 'ad' ? `/ads-service/history/${type}/${id}` : `/api/history/${type}/${id}`),
  /** GET (and format=csv): the organisation's entries; owner and manager. */
  activity: '/api/activity',
  /** GET: the organisation's members for the person filter; owner and manager, as Activity. */
  activityPeople: '/api/activity/people',
  /** GET: checks the organisation's chain; owner only. */
  verify: '/api/history/verify',
} as const

export const historyLabels = labelsFrom({
  at: m.labelAt,
  actor_name: m.labelPerson,
  actor_role: m.labelRole,
  record_type: m.labelRecordType,
  record_label: m.labelRecord,
  action: m.labelAction,
  changes: m.labelChanges,
}) satisfies Labels<string>
