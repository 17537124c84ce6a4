import { and, eq } from 'drizzle-orm'
import type { HistoryEntry } from '../../../../src/contract/history'
import type { ListParams } from '../../../kit/list-query'
import { resourceReads } from '../../../kit/resource-reads'
import type { AdsDb } from './db/client'
import { historyEntries as h } from './db/schema'

/** The types this service keeps a trail for (docs/history.md#the-ads-service). */
export const adsHistoryTypes = ['campaign', 'ad'] as const
export type AdsHistoryType = (typeof adsHistoryTypes)[number]

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
const select = (db: AdsDb) => db.select(columns).from(h)
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]

type RecordParams = ListParams & { record: { type: AdsHistoryType; id: string } }

/** One campaign's or ad's entries, newest first, as the main API's GET /api/history/:type/:id answers. */
const recordReads = resourceReads({
  table: h,
  select,
  toItem: (row: Row): HistoryEntry => ({
    ...row,
    at: row.at.toISOString(),
    record_type: row.record_type as AdsHistoryType,
    action: row.action as HistoryEntry['action'],
  }),
  order: { by: { at: h.at }, default: '-at', ties: [h.seq], tiesFollowOrder: true },
  search: [],
  filters: ({ record }: RecordParams) => [and(eq(h.record_type, record.type), eq(h.record_id, record.id))],
})

export const listAdsHistory = (db: AdsDb, orgId: string, record: RecordParams['record'], params: ListParams, signal?: AbortSignal) =>
  recordReads.list(db, orgId, { ...params, record }, signal)
