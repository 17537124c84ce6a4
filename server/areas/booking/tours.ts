import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { stopLabels } from '../../../src/contract/booking'
import type { HistoryChange } from '../../../src/contract/history'
import { tourLabels } from '../../../src/contract/booking/list'
import type { Stop, Tour, TourDetail, TourListParams, stopMarkBody, tourAssignBody } from '../../../src/contract/booking'
import type { Db } from '../../db/client'
import { tours as t, tourStops as s } from './schema'
import { iso, isUuid } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { fail } from '../../kit/result'
import { diff, recordChange } from '../../kit/history'
import { stopNotFound, tourNotFound as noSuchTour } from '../../../src/paraglide/m/booking'

// A tour's progress is read from its stops: planned until one is resolved, completed when all are.
// Written out in full: inside a one-table select Drizzle leaves columns unqualified, which the subquery would misread.
const stopsWith = (condition: string) => sql<number>`(select count(*)::int from tour_stops ts where ts.tour_id = "tours"."id" and ${sql.raw(condition)})`
const stopsTotal = stopsWith('true')
const stopsDone = stopsWith("ts.status = 'done'")
const stopsFailed = stopsWith("ts.status = 'failed'")
const stopsPending = stopsWith("ts.status = 'pending'")
const tourStatus = sql<
  Tour['status']
>`case when ${stopsPending} = 0 then 'completed' when ${stopsDone} + ${stopsFailed} = 0 then 'planned' else 'in_progress' end`

const { id, org_id: _, ...own } = getTableColumns(t)
const columns = { ...own, tour_id: id, status: tourStatus, stops_total: stopsTotal, stops_done: stopsDone, stops_failed: stopsFailed }

const selectTours = (db: Db) => db.select(columns).from(t)
type Row = Awaited<ReturnType<ReturnType<typeof selectTours>['execute']>>[number]
const toTour = (row: Row): Tour => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) })

const reads = resourceReads({
  table: t,
  select: selectTours,
  toItem: toTour,
  order: { by: { tour_date: t.tour_date, code: t.code, stops_total: stopsTotal }, default: 'tour_date' },
  search: [t.code, t.driver_name, t.vehicle_number],
  filters: (params: TourListParams) => [params.city ? eq(t.city, params.city) : undefined, params.status ? sql`${tourStatus} = ${params.status}` : undefined],
})
export const listTours = reads.list

export async function getTour(db: Db, orgId: string, tourId: string): Promise<TourDetail | null> {
  const tour = await reads.get(db, orgId, tourId)
  if (!tour) return null
  const { id: stop_id, org_id: _org, tour_id: _tour, updated_at: _u, ...stopColumns } = getTableColumns(s)
  const stops = await db
    .select({ stop_id, ...stopColumns })
    .from(s)
    .where(eq(s.tour_id, tourId))
    .orderBy(asc(s.seq))
  return {
    ...tour,
    stops: stops.map((stop): Stop => ({ ...stop, window_start: iso(stop.window_start), window_end: iso(stop.window_end) })),
  }
}

const area: WriteArea<typeof t, TourDetail> = {
  table: t,
  notFound: noSuchTour,
  read: getTour,
  history: { type: 'tour', label: (row) => row.code, labels: tourLabels, omit: ['stops_total', 'stops_done', 'stops_failed'] },
}

/** Assigns the driver and the vehicle; a stale updated_at answers 409 with the tour as it is now. */
export const assignTour = (db: Db, orgId: string, tourId: string, { updated_at, ...values }: v.InferOutput<typeof tourAssignBody>) =>
  updateVersioned(db, orgId, area, { id: tourId, updated_at, values, history: { action: 'assigned' } })

type Mark = v.InferOutput<typeof stopMarkBody>

/** The stop's changes as its tour's history shows them: 'Stop 3' from pending to done, and the reason it failed. */
function stopChanges(stop: { seq: number; status: string; reason: string | null }, { outcome, reason }: Mark): HistoryChange[] {
  const name = `${stopLabels.status} ${stop.seq}`
  const after = outcome === 'failed' ? reason : null
  return [
    { field: `stop_${stop.seq}`, label: name, before: stop.status, after: outcome },
    { field: `stop_${stop.seq}_reason`, label: `${name}: ${stopLabels.reason}`, before: stop.reason, after },
  ].filter((change) => change.before !== change.after)
}

/**
 * Marks a stop done or failed (with the reason) and records `status` on its tour (the stop and the tour's own status),
 * in one transaction; answers the whole tour.
 */
export async function markStop(db: Db, orgId: string, stopId: string, mark: Mark): Promise<Saved<TourDetail>> {
  if (!isUuid(stopId)) return fail(404, stopNotFound())
  return db.transaction(async (tx): Promise<Saved<TourDetail>> => {
    const [stop] = await tx
      .select({ tour_id: s.tour_id, seq: s.seq, status: s.status, reason: s.reason })
      .from(s)
      .where(and(eq(s.id, stopId), eq(s.org_id, orgId)))
      .for('update')
    if (!stop) return fail(404, stopNotFound())
    const before = await getTour(tx, orgId, stop.tour_id)
    if (!before) return fail(404, noSuchTour())
    await tx
      .update(s)
      .set({ status: mark.outcome, reason: mark.outcome === 'failed' ? mark.reason : null, updated_at: sql`now()` })
      .where(eq(s.id, stopId))
    const tour = await getTour(tx, orgId, stop.tour_id)
    if (!tour) throw new Error('the marked tour cannot be read')
    const { labels, omit } = area.history
    const changes = [...stopChanges(stop, mark), ...diff(before, tour, labels, { omit })]
    await recordChange(tx, orgId, { type: 'tour', id: tour.tour_id, label: tour.code, action: 'status', changes })
    return { ok: true, data: tour }
  })
}
