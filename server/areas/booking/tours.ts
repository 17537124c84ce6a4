import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { stopNotFound, tourNotFound } from '../../../src/contract/booking'
import type { Stop, Tour, TourDetail, TourListParams, stopMarkBody, tourAssignBody } from '../../../src/contract/booking'
import type { Db } from '../../db/client'
import { tours as t, tourStops as s } from '../../db/schema'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql } from '../../kit/list-query'
import type { ListResult } from '../../kit/list-query'
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
const ordering = { tour_date: t.tour_date, code: t.code, stops_total: stopsTotal }

const selectTours = (db: Db) => db.select(columns).from(t)
type Row = Awaited<ReturnType<ReturnType<typeof selectTours>['execute']>>[number]
const toTour = (row: Row): Tour => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) })

export async function listTours(db: Db, orgId: string, params: TourListParams): Promise<ListResult<Tour>> {
  const where = and(
    eq(t.org_id, orgId),
    searchSql(params.search, [t.code, t.driver_name, t.vehicle_number]),
    params.city ? eq(t.city, params.city) : undefined,
    params.status ? sql`${tourStatus} = ${params.status}` : undefined,
  )
  const page = pageOf(params)
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      selectTours(db)
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, 'tour_date', t.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.$count(t, where),
  )
  return { rows: rows.map(toTour), total }
}

export async function getTour(db: Db, orgId: string, tourId: string): Promise<TourDetail | null> {
  if (!isUuid(tourId)) return null
  const [row] = await selectTours(db).where(and(eq(t.id, tourId), eq(t.org_id, orgId)))
  if (!row) return null
  const { id: stop_id, org_id: _org, tour_id: _tour, updated_at: _u, ...stopColumns } = getTableColumns(s)
  const stops = await db
    .select({ stop_id, ...stopColumns })
    .from(s)
    .where(eq(s.tour_id, tourId))
    .orderBy(asc(s.seq))
  return {
    ...toTour(row),
    stops: stops.map((stop): Stop => ({ ...stop, window_start: iso(stop.window_start), window_end: iso(stop.window_end) })),
  }
}

const area: WriteArea<typeof t, TourDetail> = { table: t, notFound: tourNotFound, read: getTour }

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
