import { and, asc, eq, getTableColumns, ilike, or } from 'drizzle-orm'
import type * as v from 'valibot'
import { bookingCancelLabels } from '../../../src/contract/booking'
import { bookingLabels } from '../../../src/contract/booking/list'
import type { Booking, BookingListParams, bookingCreateBody, Place, placesQuery } from '../../../src/contract/booking'
import { estimateTrip, fareOf } from '../../../src/contract/booking/fare'
import type { Db } from '../../db/client'
import { bookings as b, carTypes, places } from './schema'
import { chargeBookingFare, refundBookingFare } from './charge'
import type { KeyedCreate } from '../../kit/idempotency'
import { iso, isUuid, nextVersion } from '../../kit/list-query'
import { createOwned, refusedIf } from '../../kit/owned-writes'
import { resourceReads } from '../../kit/resource-reads'
import type { Saved, Tx, WriteArea } from '../../kit/owned-writes'
import { diff, recordChange } from '../../kit/history'
import { fail, unlessRefused } from '../../kit/result'
import { statsChanged } from '../../kit/stats-cache'
import { bookingNotFound as noSuchBooking, cannotCancel, chooseCarType, pickupPassed } from '../../../src/paraglide/m/booking'

type BookingCreate = v.InferOutput<typeof bookingCreateBody>

const { id, org_id: _, cancel_reason: _reason, ...own } = getTableColumns(b)
const columns = { ...own, booking_id: id, car_type_name: carTypes.name }

const selectBookings = (db: Db) => db.select(columns).from(b).innerJoin(carTypes, eq(carTypes.id, b.car_type_id))
type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number]
const toBooking = (row: Row): Booking => ({
  ...row,
  scheduled_at: iso(row.scheduled_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

/** The bookings list, and one booking of the organisation (null for an unknown id or another organisation's). */
export const { list: listBookings, get: getBooking } = resourceReads({
  table: b,
  select: selectBookings,
  toItem: toBooking,
  order: { by: { scheduled_at: b.scheduled_at, created_at: b.created_at, fare_paise: b.fare_paise, customer_name: b.customer_name }, default: '-scheduled_at' },
  search: [b.customer_name, b.customer_phone, b.pickup_name, b.drop_name],
  filters: (params: BookingListParams) => [
    params.status ? eq(b.status, params.status) : undefined,
    params.car_type_id ? eq(b.car_type_id, params.car_type_id) : undefined,
  ],
})

const area: WriteArea<typeof b, Booking> = {
  table: b,
  notFound: noSuchBooking,
  read: getBooking,
  history: { type: 'booking', label: (row) => `${row.customer_name}: ${row.pickup_name} to ${row.drop_name}`, labels: bookingLabels },
}

/** Up to 20 known places of the city whose name or area holds the search. */
export async function searchPlaces(db: Db, { city, search }: v.InferOutput<typeof placesQuery>): Promise<Place[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined
  const { id: place_id, ...rest } = getTableColumns(places)
  return db
    .select({ place_id, ...rest })
    .from(places)
    .where(and(city ? eq(places.city, city) : undefined, pattern ? or(ilike(places.name, pattern), ilike(places.area, pattern)) : undefined))
    .orderBy(asc(places.name))
    .limit(20)
}

/** A pickup time more than five minutes ago is a mistake. */
const lateness = 5 * 60_000

export async function createBooking(db: Db, orgId: string, input: BookingCreate, key?: KeyedCreate): Promise<Saved<Booking>> {
  const [tariff] = isUuid(input.car_type_id)
    ? await db
        .select()
        .from(carTypes)
        .where(and(eq(carTypes.id, input.car_type_id), eq(carTypes.org_id, orgId)))
    : []
  const scheduled = input.scheduled_at === null ? new Date() : new Date(input.scheduled_at)
  const refusal = refusedIf({
    ...(tariff ? {} : { car_type_id: [chooseCarType()] }),
    ...(scheduled.getTime() < Date.now() - lateness ? { scheduled_at: [pickupPassed()] } : {}),
  })
  if (refusal || !tariff) return refusal ?? fail(400, chooseCarType())
  const trip = estimateTrip({ lat: input.pickup_lat, lng: input.pickup_lng }, { lat: input.drop_lat, lng: input.drop_lng })
  const fare_paise = fareOf(tariff, trip)
  return createOwned(db, orgId, area, {
    values: { ...input, ...trip, fare_paise, scheduled_at: scheduled },
    also: (tx, bookingId) => chargeBookingFare(tx, { orgId, bookingId, farePaise: fare_paise }),
    key,
  })
}

/** The booking of the organisation, its row locked until the transaction ends (null when there is none). */
async function lockedBooking(tx: Tx, orgId: string, bookingId: string): Promise<Booking | null> {
  if (!isUuid(bookingId)) return null
  const [row] = await tx
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id, bookingId), eq(b.org_id, orgId)))
    .for('update')
  return row ? getBooking(tx, orgId, bookingId) : null
}

const cancellable: readonly Booking['status'][] = ['requested', 'assigned']

/**
 * Cancels a booking that is requested or assigned, giving its fare back, and records `cancelled` with what changed and
 * the reason, all in one transaction; on trip, completed or cancelled ones answer 409.
 */
export async function cancelBooking(db: Db, orgId: string, bookingId: string, reason: string): Promise<Saved<Booking>> {
  const outcome = await unlessRefused(() =>
    db.transaction(async (tx): Promise<Saved<Booking>> => {
      const before = await lockedBooking(tx, orgId, bookingId)
      if (!before) return fail(404, noSuchBooking())
      if (!cancellable.includes(before.status)) return fail(409, cannotCancel(), { current: before })
      await tx
        .update(b)
        .set({ status: 'cancelled', cancel_reason: reason || null, updated_at: nextVersion(b.updated_at) })
        .where(and(eq(b.id, bookingId), eq(b.org_id, orgId)))
      await refundBookingFare(tx, { orgId, bookingId })
      const after = await getBooking(tx, orgId, bookingId)
      if (!after) throw new Error('the cancelled booking cannot be read')
      const { label, labels } = area.history
      const given = reason ? [{ field: 'cancel_reason', label: bookingCancelLabels.reason, before: null, after: reason }] : []
      const changes = [...diff(before, after, labels), ...given]
      await recordChange(tx, orgId, { type: 'booking', id: bookingId, label: label(after), action: 'cancelled', changes })
      return { ok: true, data: after }
    }),
  )
  if (outcome.ok) await statsChanged(db, orgId)
  return outcome
}
