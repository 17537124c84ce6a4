import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { stopNotFound, tourNotFound } from '../../../src/contract/booking'
import { tourLabels } from '../../../src/contract/booking-list'
import type { Stop, Tour, TourDetail, TourListParams, stopMarkBody, tourAssignBody } from '../../../src/contract/booking'
import type { Db } from '../../db/client'
import { tours as t, tourStops as s } from './schema'
import { iso, isUuid } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { fail } from '../../kit/result'

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
  ordering: { tour_date: t.tour_date, code: t.code, stops_total: stopsTotal },
  defaultOrdering: 'tour_date',
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
  notFound: tourNotFound,
  read: getTour,
  history: { type: 'tour', label: (row) => row.code, labels: tourLabels, omit: ['stops_total', 'stops_done', 'stops_failed'] },
}

/** Assigns the driver and the vehicle; a stale updated_at answers 409 with the tour as it is now. */
export const assignTour = (db: Db, orgId: string, tourId: string, { updated_at, ...values }: v.InferOutput<typeof tourAssignBody>) =>
  updateVersioned(db, orgId, area, { id: tourId, updated_at, values })

/** Marks a stop done or failed (with the reason); answers the whole tour. */
export async function markStop(db: Db, orgId: string, stopId: string, { outcome, reason }: v.InferOutput<typeof stopMarkBody>): Promise<Saved<TourDetail>> {
  if (!isUuid(stopId)) return fail(404, stopNotFound)
  const [row] = await db
    .update(s)
    .set({ status: outcome, reason: outcome === 'failed' ? reason : null, updated_at: sql`now()` })
    .where(and(eq(s.id, stopId), eq(s.org_id, orgId)))
    .returning({ tour_id: s.tour_id })
  if (!row) return fail(404, stopNotFound)
  const tour = await getTour(db, orgId, row.tour_id)
  return tour ? { ok: true, data: tour } : fail(404, tourNotFound)
}
