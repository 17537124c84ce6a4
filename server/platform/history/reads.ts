import { and, asc, eq, sql } from 'drizzle-orm'
import { historyActionLabels, historyLabels, historyRecordTypes } from '../../../src/contract/history'
import type { ActivityParams, HistoryEntry, HistoryRecordType } from '../../../src/contract/history'
import type { CsvSpec } from '../../../src/contract/vocabulary'
import { users } from '../../auth/schema'
import type { Db } from '../../db/client'
import { dayRange } from '../../kit/list-query'
import type { ListParams } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { historyEntries as h } from '../../kit/schema'

/** The organisation's history entries as the contract has them (docs/history.md#reading), newest first. */

const columns = {
  id: h.id,
  at: h.at,
  record_type: h.record_type,
  record_id: h.record_id,
  record_label: h.record_label,
  action: h.action,
  actor_id: h.actor_id,
  actor_name: h.actor_name,
  actor_role: h.actor_role,
  changes: h.changes,
}
const select = (db: Db) => db.select(columns).from(h)
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]

const toEntry = (row: Row): HistoryEntry => ({
  ...row,
  at: row.at.toISOString(),
  record_type: row.record_type as HistoryRecordType,
  action: row.action as HistoryEntry['action'],
})

// Newest first by time, then by place in the chain (seq), which the indexes end with.
const shared = { table: h, select, toItem: toEntry, order: { by: { at: h.at }, default: '-at', ties: [h.seq], tiesFollowOrder: true } }

/** Every entry of the organisation: the Activity screen's filters, searched by the record's label. */
const activity = resourceReads({
  ...shared,
  search: [h.record_label],
  filters: (params: ActivityParams) => [
    params.actor_id ? eq(h.actor_id, params.actor_id) : undefined,
    params.record_type ? eq(h.record_type, params.record_type) : undefined,
    params.action ? eq(h.action, params.action) : undefined,
    dayRange(h.at, params.from, params.to),
  ],
})
export const listActivity = activity.list

type RecordParams = ListParams & { record: { type: HistoryRecordType; id: string } }
const recordReads = resourceReads({
  ...shared,
  search: [],
  filters: ({ record }: RecordParams) => [and(eq(h.record_type, record.type), eq(h.record_id, record.id))],
})

/** One record's entries (none for another organisation's record: every read is the caller's organisation's). */
export const listRecordHistory = (db: Db, orgId: string, record: RecordParams['record'], params: ListParams, signal?: AbortSignal) =>
  recordReads.list(db, orgId, { ...params, record }, signal)

const changesText = (entry: HistoryEntry) =>
  entry.changes.map(({ label, before, after }) => `${label}: ${before === null ? '' : String(before)} -> ${after === null ? '' : String(after)}`).join('; ')

/** The export of the Activity screen and of a record's history: values as stored (paise, ISO dates). */
export const historyCsv: CsvSpec<HistoryEntry> = {
  filename: 'activity',
  // A getter: the headers in the language of the moment (each export's request).
  get columns(): CsvSpec<HistoryEntry>['columns'] {
    return [
      [historyLabels.at, (entry) => entry.at],
      [historyLabels.actor_name, (entry) => entry.actor_name],
      [historyLabels.actor_role, (entry) => entry.actor_role],
      [historyLabels.action, (entry) => historyActionLabels[entry.action]],
      [historyLabels.record_type, (entry) => historyRecordTypes[entry.record_type].label()],
      [historyLabels.record_label, (entry) => entry.record_label],
      [historyLabels.changes, changesText],
    ]
  },
}

/**
 * The Activity screen's person filter (docs/history.md#reading): every member of the caller's organisation by name,
 * so a person whose last change is far down the trail can still be picked. An entry names its person by id.
 */
export const activityPeople = (db: Db, orgId: string) =>
  db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(eq(users.orgId, orgId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
