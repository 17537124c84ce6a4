import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingListResponse, bookingSavedResponse, carTypesResponse, placesResponse, tourListResponse, tourSavedResponse } from '../../src/contract/booking'
import { estimateTrip, fareOf, straightMetres } from '../../src/contract/booking/fare'
import { bookings, tourStops } from '../../server/areas/booking/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import { bookingIdsOf, rideBody } from './booking-endpoints'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let dispatcher: string
let support: string
let kesar: Awaited<ReturnType<typeof bookingIdsOf>>
let lotus: Awaited<ReturnType<typeof bookingIdsOf>>
beforeAll(async () => {
  t = await makeTestContext()
  dispatcher = await signInAs(t, 'dispatcher')
  support = await signInAs(t, 'support')
  kesar = await bookingIdsOf(t, await idsOf(t.db, demoOrgId))
  lotus = await bookingIdsOf(t, await idsOf(t.db, lotusOrgId))
})
afterAll(async () => {
  await t.close()
})

const book = (body: unknown, headers?: Record<string, string>) => t.post('/api/manual_booking/initiate_ride', body, { token: dispatcher, headers })
const bookingsOf = async (name: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(bookings)
      .where(and(eq(bookings.org_id, demoOrgId), eq(bookings.customer_name, name)))
  )[0]?.value

describe('the fare formula (src/contract/booking/fare.ts)', () => {
  it('measures the great-circle distance: one degree of latitude is about 111 km', () => {
    expect(straightMetres({ lat: 17, lng: 78 }, { lat: 18, lng: 78 })).toBeCloseTo(111_195, -1)
  })
  it('estimates road distance and time, and prices base + km + minutes rounded up to a rupee', () => {
    const trip = estimateTrip({ lat: 17, lng: 78 }, { lat: 17.1, lng: 78 })
    // 11.12 km straight x 1.3 road factor; at 22 km/h plus a minute for pickup.
    expect(trip.distance_m).toBe(14_455)
    expect(trip.duration_s).toBe(Math.round((14.455 / 22) * 3600) + 60)
    const fare = fareOf({ base_fare_paise: 5000, per_km_paise: 1200, per_minute_paise: 150 }, trip)
    const exact = 5000 + 1200 * 14.455 + (150 * trip.duration_s) / 60
    expect(fare).toBe(Math.ceil(exact / 100) * 100)
    expect(fare % 100).toBe(0)
  })
})

describe('GET /api/manual_booking/car_types and places', () => {
  it('lists the organisation’s car types with their tariffs', async () => {
    const res = await t.get('/api/manual_booking/car_types', { token: dispatcher })
    const { data } = v.parse(carTypesResponse, res.body)
    expect(data.map((type) => type.name)).toEqual(['Mini', 'Sedan', 'SUV', 'Tempo Traveller'])
    expect(data[0]).toMatchObject({ seats: 4, base_fare_paise: 5000, per_km_paise: 1200, per_minute_paise: 150 })
  })
  it('searches known places of a city as you type', async () => {
    const res = await t.get('/api/manual_booking/places?city=hyd&search=char', { token: dispatcher })
    const { data } = v.parse(placesResponse, res.body)
    expect(data.map((place) => place.name)).toEqual(['Charminar'])
    expect(data[0]).toMatchObject({ city: 'hyd', lat: 17.3616, lng: 78.4747 })
  })
})

describe('POST /api/manual_booking/initiate_ride', () => {
  it('books a ride now with the formula’s fare stored in paise', async () => {
    const res = await book(rideBody(kesar.carTypeId, { customer_name: 'Fare Check' }))
    expect(res.status).toBe(201)
    const { message, data } = v.parse(bookingSavedResponse, res.body)
    expect(message).toBe('Ride booked')
    const trip = estimateTrip({ lat: 17.4504, lng: 78.3808 }, { lat: 17.3616, lng: 78.4747 })
    expect(data).toMatchObject({
      status: 'requested',
      car_type_name: 'Mini',
      ...trip,
      fare_paise: fareOf({ base_fare_paise: 5000, per_km_paise: 1200, per_minute_paise: 150 }, trip),
    })
    expect(Math.abs(Date.parse(data.scheduled_at) - Date.now())).toBeLessThan(60_000)
  })
  it('a retried tap with one Idempotency-Key makes one booking', async () => {
    const body = rideBody(kesar.carTypeId, { customer_name: 'Retry Tap', scheduled_at: new Date(Date.now() + 3_600_000).toISOString() })
    const headers = { 'Idempotency-Key': 'booking-retry-1' }
    const [first, second] = await Promise.all([book(body, headers), book(body, headers)])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body).toEqual(first.body)
    expect(await bookingsOf('Retry Tap')).toBe(1)
  })
  it('400 with every field error', async () => {
    const res = await book({ pickup_lat: 200 })
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.errors as object)).toEqual(
      expect.arrayContaining([
        'customer_name',
        'customer_phone',
        'car_type_id',
        'pickup_name',
        'pickup_lat',
        'pickup_lng',
        'drop_name',
        'drop_lat',
        'drop_lng',
      ]),
    )
  })
  it('refuses another organisation’s car type and a pickup time in the past', async () => {
    const res = await book(rideBody(lotus.carTypeId, { customer_name: 'Wrong Type', scheduled_at: '2024-01-01T10:00:00.000Z' }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      car_type_id: ['Please choose a car type'],
      scheduled_at: ['The pickup time has passed: choose now or a later time'],
    })
    expect(await bookingsOf('Wrong Type')).toBe(0)
  })
})

describe('GET /api/manual_booking/get_bookings and cancel', () => {
  it('filters by status, searches and sorts; support may read', async () => {
    const res = await t.get('/api/manual_booking/get_bookings?status=completed&ordering=-fare_paise&page_size=5', { token: support })
    const { data, pagination } = v.parse(bookingListResponse, res.body)
    expect(data.length).toBe(5)
    expectEveryRow(data, (row) => row.status === 'completed')
    expect(data.map((row) => row.fare_paise)).toEqual([...data.map((row) => row.fare_paise)].sort((a, b) => b - a))
    expect(pagination.total).toBeGreaterThan(5)
    const found = v.parse(bookingListResponse, (await t.get('/api/manual_booking/get_bookings?search=Fare%20Check', { token: support })).body)
    expect(found.data.map((row) => row.customer_name)).toEqual(['Fare Check'])
  })
  it('cancels a requested booking; a booking on trip cannot be cancelled; support may not cancel', async () => {
    const created = v.parse(bookingSavedResponse, (await book(rideBody(kesar.carTypeId, { customer_name: 'Cancel Me' }))).body).data
    const refused = await t.post(`/api/manual_booking/cancel_booking/${created.booking_id}`, {}, { token: support })
    expect(refused.status).toBe(403)
    const res = await t.post(`/api/manual_booking/cancel_booking/${created.booking_id}`, { reason: 'Customer called' }, { token: dispatcher })
    expect(v.parse(bookingSavedResponse, res.body)).toMatchObject({ message: 'Booking cancelled', data: { status: 'cancelled' } })
    await t.db.update(bookings).set({ status: 'on_trip' }).where(eq(bookings.id, created.booking_id))
    const onTrip = await t.post(`/api/manual_booking/cancel_booking/${created.booking_id}`, {}, { token: dispatcher })
    expect(onTrip.status).toBe(409)
    expect(onTrip.body).toMatchObject({ status: false, message: 'This booking can no longer be cancelled.', current: { status: 'on_trip' } })
  })
})

describe('/api/logistics', () => {
  it('lists tours with progress, and a tour with its stops in order', async () => {
    const list = v.parse(tourListResponse, (await t.get('/api/logistics/get_tours?ordering=code&page_size=3', { token: dispatcher })).body)
    expect(list.data.map((tour) => tour.code)).toEqual(['T-0001', 'T-0002', 'T-0003'])
    const tour = list.data[0]
    expect(tour?.stops_total).toBeGreaterThanOrEqual(5)
    expect(tour?.stops_total).toBeLessThanOrEqual(15)
    const detail = v.parse(tourSavedResponse, (await t.get(`/api/logistics/get_tours/${kesar.tourId}`, { token: dispatcher })).body).data
    expect(detail.stops.map((stop) => stop.seq)).toEqual(detail.stops.map((_, index) => index + 1))
    expect((await t.get(`/api/logistics/get_tours/${lotus.tourId}`, { token: dispatcher })).status).toBe(404)
  })
  it('marks a stop failed only with a reason, then done; the tour counts follow', async () => {
    const path = `/api/logistics/mark_stop/${kesar.stopId}`
    const noReason = await t.put(path, { outcome: 'failed' }, { token: dispatcher })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors).toEqual({ reason: ['Please give the reason the stop failed'] })
    const failed = v.parse(tourSavedResponse, (await t.put(path, { outcome: 'failed', reason: 'Gate locked' }, { token: dispatcher })).body).data
    expect(failed.stops[0]).toMatchObject({ status: 'failed', reason: 'Gate locked' })
    const done = v.parse(tourSavedResponse, (await t.put(path, { outcome: 'done' }, { token: dispatcher })).body).data
    expect(done.stops[0]).toMatchObject({ status: 'done', reason: null })
    const [stored] = await t.db.select({ status: tourStops.status }).from(tourStops).where(eq(tourStops.id, kesar.stopId))
    expect(stored?.status).toBe('done')
    expect(done.stops_done).toBe(done.stops.filter((stop) => stop.status === 'done').length)
  })
  it('assigns a driver and a vehicle; a stale version answers 409', async () => {
    const detail = v.parse(tourSavedResponse, (await t.get(`/api/logistics/get_tours/${kesar.tourId}`, { token: dispatcher })).body).data
    const body = { driver_name: 'Ravi Teja', vehicle_number: 'ts 09 ea 4321', updated_at: detail.updated_at }
    const res = await t.put(`/api/logistics/assign/${kesar.tourId}`, body, { token: dispatcher })
    expect(v.parse(tourSavedResponse, res.body).data).toMatchObject({ driver_name: 'Ravi Teja', vehicle_number: 'TS 09 EA 4321' })
    const stale = await t.put(`/api/logistics/assign/${kesar.tourId}`, body, { token: dispatcher })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ current: { driver_name: 'Ravi Teja' } })
  })
})

describe('dashboard figures of bookings', () => {
  it("shows a dispatcher today's bookings by status and a 30-day plot of bookings", async () => {
    const res = await t.get('/api/dashboard/vendor-stats', { token: dispatcher })
    const data = res.body.data as { counts: { key: string; value: number }[]; series: { key: string; points: { value: number }[] }[] }
    const keys = data.counts.map((item) => item.key)
    expect(keys).toEqual(expect.arrayContaining(['bookings_today_requested', 'bookings_today_on_trip', 'bookings_today_cancelled']))
    // This file booked rides for now: today's requested count holds them.
    expect(data.counts.find((item) => item.key === 'bookings_today_requested')?.value).toBeGreaterThan(0)
    const plot = data.series.find((series) => series.key === 'bookings')
    expect(plot?.points).toHaveLength(30)
    expect(plot?.points.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(100)
  })
})
