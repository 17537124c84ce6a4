import { eq } from 'drizzle-orm'
import { bookingSavedResponse, carTypeSavedResponse, tourSavedResponse } from '../../src/contract/booking'
import { bookings, carTypes, tours, tourStops } from '../../server/areas/booking/schema'
import { brands } from '../../server/areas/catalogue/schema'
import { get, valueOf, versionOf } from './endpoint-kit'
import type { CallContext, Endpoint } from './endpoint-kit'
import type { OrgIds } from './catalogue-fixtures'

/** The booking and logistics rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/manual_booking/car_types': { kind: 'read', areas: ['/booking'], call: () => get('/api/manual_booking/car_types') },
  'GET /api/manual_booking/car_types/{id}': {
    kind: 'detail',
    areas: ['/booking'],
    call: async ({ t, ids }) => get(`/api/manual_booking/car_types/${(await bookingIdsOf(t, ids)).carTypeId}`),
  },
  'POST /api/manual_booking/create_car_type': {
    kind: 'create',
    history: { type: 'car_type', action: 'created' },
    areas: ['/booking'],
    table: carTypes,
    saved: carTypeSavedResponse,
    call: ({ unique }) => ({ method: 'POST', path: '/api/manual_booking/create_car_type', body: carTypeBody(`Van ${unique}`.slice(0, 40)) }),
  },
  'PUT /api/manual_booking/update_car_type/{id}': {
    kind: 'update',
    history: { type: 'car_type', action: 'updated' },
    areas: ['/booking'],
    saved: carTypeSavedResponse,
    call: async (context) => {
      const { carTypeId } = await bookingIdsOf(context.t, context.ids)
      // The same name and fares (the rides other rows book keep their fare); the seats change, so each call changes the record.
      const [current] = await context.t.db.select().from(carTypes).where(eq(carTypes.id, carTypeId))
      const tariff = current && { ...tariffOf(current), seats: current.seats === 4 ? 5 : 4 }
      const body = { ...carTypeBody(current?.name ?? 'Mini'), ...tariff, updated_at: await versionOf(context, carTypes, carTypeId) }
      return { method: 'PUT', path: `/api/manual_booking/update_car_type/${carTypeId}`, body }
    },
  },
  'GET /api/manual_booking/wallet': { kind: 'read', areas: ['/booking'], call: () => get('/api/manual_booking/wallet') },
  'GET /api/manual_booking/places': { kind: 'read', areas: ['/booking'], call: () => get('/api/manual_booking/places?city=hyd&search=metro') },
  'POST /api/manual_booking/initiate_ride': {
    kind: 'create',
    history: { type: 'booking', action: 'created' },
    areas: ['/booking'],
    table: bookings,
    saved: bookingSavedResponse,
    call: async ({ t, ids }) => ({ method: 'POST', path: '/api/manual_booking/initiate_ride', body: rideBody((await bookingIdsOf(t, ids)).carTypeId) }),
  },
  'GET /api/manual_booking/get_bookings': {
    kind: 'list',
    areas: ['/bookings-all', '/booking'],
    call: () => get('/api/manual_booking/get_bookings?status=completed'),
  },
  'GET /api/manual_booking/get_bookings/{id}': {
    kind: 'detail',
    areas: ['/bookings-all', '/booking'],
    call: async ({ t, ids }) => get(`/api/manual_booking/get_bookings/${await freshBooking(t, ids)}`),
  },
  'POST /api/manual_booking/cancel_booking/{id}': {
    kind: 'status',
    history: { type: 'booking', action: 'cancelled' },
    // The reason is optional: an empty body cancels.
    invalid: { reason: 'x'.repeat(201) },
    areas: ['/booking'],
    saved: bookingSavedResponse,
    call: async ({ t, ids }) => ({
      method: 'POST',
      path: `/api/manual_booking/cancel_booking/${await freshBooking(t, ids)}`,
      body: { reason: 'Customer called' },
    }),
  },
  'GET /api/logistics/get_tours': { kind: 'list', areas: ['/manage-logistics'], call: () => get('/api/logistics/get_tours') },
  'GET /api/logistics/get_tours/{id}': {
    kind: 'detail',
    areas: ['/manage-logistics'],
    call: async ({ t, ids }) => get(`/api/logistics/get_tours/${(await bookingIdsOf(t, ids)).tourId}`),
  },
  'PUT /api/logistics/assign/{id}': {
    kind: 'update',
    history: { type: 'tour', action: 'assigned' },
    areas: ['/manage-logistics'],
    saved: tourSavedResponse,
    call: async (context) => {
      const { tourId } = await bookingIdsOf(context.t, context.ids)
      const driver_name = `Shared Rules ${context.unique}`.slice(0, 50)
      const body = { driver_name, vehicle_number: 'TS 09 AB 1234', updated_at: await versionOf(context, tours, tourId) }
      return { method: 'PUT', path: `/api/logistics/assign/${tourId}`, body }
    },
  },
  'PUT /api/logistics/mark_stop/{id}': {
    kind: 'status',
    history: { type: 'tour', action: 'status' },
    areas: ['/manage-logistics'],
    saved: tourSavedResponse,
    // Done and failed in turn, so each call changes the stop.
    call: async (context) => {
      const { stopId } = await bookingIdsOf(context.t, context.ids)
      const done = (await valueOf(context, tourStops, tourStops.status, stopId)) === 'done'
      return { method: 'PUT', path: `/api/logistics/mark_stop/${stopId}`, body: done ? { outcome: 'failed', reason: 'Shop closed' } : { outcome: 'done' } }
    },
  },
}

export const carTypeBody = (name: string) => ({ name, seats: 7, base_fare_paise: 9000, per_km_paise: 1800, per_minute_paise: 220 })
const tariffOf = ({ seats, base_fare_paise, per_km_paise, per_minute_paise }: typeof carTypes.$inferSelect) => ({
  seats,
  base_fare_paise,
  per_km_paise,
  per_minute_paise,
})

/** A ride from Hitec City to Charminar, booked now. */
export const rideBody = (carTypeId: string, overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Shared Rules',
  customer_phone: '+919800000001',
  car_type_id: carTypeId,
  pickup_name: 'Hitec City MMTS',
  pickup_lat: 17.4504,
  pickup_lng: 78.3808,
  drop_name: 'Charminar',
  drop_lat: 17.3616,
  drop_lng: 78.4747,
  ...overrides,
})

/** The organisation of `ids` (read from its brand), its first car type, tour and that tour's first stop. */
export async function bookingIdsOf(t: CallContext['t'], ids: OrgIds) {
  const [brand] = await t.db.select({ orgId: brands.org_id }).from(brands).where(eq(brands.id, ids.brandId))
  const orgId = brand?.orgId ?? ''
  const [carType] = await t.db.select({ id: carTypes.id }).from(carTypes).where(eq(carTypes.org_id, orgId)).orderBy(carTypes.name)
  const [tour] = await t.db.select({ id: tours.id }).from(tours).where(eq(tours.org_id, orgId)).orderBy(tours.code)
  const [stop] = await t.db
    .select({ id: tourStops.id })
    .from(tourStops)
    .where(eq(tourStops.tour_id, tour?.id ?? orgId))
    .orderBy(tourStops.seq)
  return { orgId, carTypeId: carType?.id ?? '', tourId: tour?.id ?? '', stopId: stop?.id ?? '' }
}

/** A new requested booking of the organisation of `ids`, so every cancel has one to cancel. */
export async function freshBooking(t: CallContext['t'], ids: OrgIds): Promise<string> {
  const { orgId, carTypeId } = await bookingIdsOf(t, ids)
  const body = rideBody(carTypeId)
  const [row] = await t.db
    .insert(bookings)
    .values({ ...body, org_id: orgId, distance_m: 15_000, duration_s: 2_500, fare_paise: 30_000, scheduled_at: new Date() })
    .returning({ id: bookings.id })
  return row?.id ?? ''
}
