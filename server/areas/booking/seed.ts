import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { estimateTrip, fareOf } from '../../../src/contract/booking/fare'
import { insertAll } from '../../db/bulk-insert'
import { delhiPlaces, hydPlaces } from './places'
import type { Db } from '../../db/client'
import { bookings, carTypes, places, tours, tourStops } from './schema'
import { standardCarTypes } from './car-types'
import { daysBefore, seededRandom } from '../../db/seed-random'
import { demoOrgId } from '../../db/demo'
import type { SeedOrg } from '../../kit/area'

export type BookingPlan = { orgId: string; city: 'hyd' | 'delhi'; bookings: number; tours: number; seed: number }

const firstNames = ['Aditi', 'Rahul', 'Sana', 'Kiran', 'Farhan', 'Lakshmi', 'Deepak', 'Nisha', 'Imran', 'Pooja', 'Suresh', 'Divya', 'Harsh', 'Ritu']
const lastNames = ['Reddy', 'Gupta', 'Khan', 'Verma', 'Rao', 'Singh', 'Naidu', 'Kapoor', 'Joshi', 'Das', 'Yadav', 'Menon']
const drivers = ['Ramesh Kumar', 'Salim Shaikh', 'Venkat Rao', 'Gurpreet Singh', 'Manoj Tiwari', 'Srinivas Goud', 'Ajay Chauhan']
const hourMs = 3_600_000

/** Places for every city (once), then the organisation's car types, bookings over 35 days and delivery tours. */
async function seedBooking(db: Db, plan: BookingPlan): Promise<void> {
  const [known] = await db.select({ id: places.id }).from(places).limit(1)
  if (!known) {
    const rows = [...hydPlaces.map((p) => ['hyd', ...p] as const), ...delhiPlaces.map((p) => ['delhi', ...p] as const)]
    await insertAll(
      db,
      places,
      rows.map(([city, name, area, lat, lng]) => ({ city, name, area, lat, lng })),
    )
  }
  const [existing] = await db.select({ id: carTypes.id }).from(carTypes).where(eq(carTypes.org_id, plan.orgId)).limit(1)
  if (existing) return
  const random = seededRandom(plan.seed)
  const types = standardCarTypes.map((type) => ({ ...type, id: randomUUID(), org_id: plan.orgId }))
  const cityPlaces = plan.city === 'hyd' ? hydPlaces : delhiPlaces
  const now = Date.now()
  const bookingRows = Array.from({ length: plan.bookings }, () => {
    const type = random.pick(types)
    const [pickup, drop] = random.some(cityPlaces, 2) as [(typeof cityPlaces)[number], (typeof cityPlaces)[number]]
    const trip = estimateTrip({ lat: pickup[2], lng: pickup[3] }, { lat: drop[2], lng: drop[3] })
    // Most bookings in the past 35 days, a few scheduled for the next two days.
    const created = daysBefore(now, random.next() * 35)
    const scheduled = random.chance(0.1) ? new Date(now + random.next() * 48 * hourMs) : new Date(created.getTime() + random.next() * 2 * hourMs)
    const past = scheduled.getTime() < now - 2 * hourMs
    const status = past ? (random.chance(0.85) ? ('completed' as const) : ('cancelled' as const)) : random.pick(['requested', 'assigned', 'on_trip'] as const)
    return {
      org_id: plan.orgId,
      customer_name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      customer_phone: `+9198${String(random.int(10_000_000, 99_999_999))}`,
      pickup_name: pickup[0],
      pickup_lat: pickup[2],
      pickup_lng: pickup[3],
      drop_name: drop[0],
      drop_lat: drop[2],
      drop_lng: drop[3],
      car_type_id: type.id,
      ...trip,
      fare_paise: fareOf(type, trip),
      status,
      scheduled_at: scheduled,
      created_at: created,
      updated_at: created,
    }
  })
  const tourRows = Array.from({ length: plan.tours }, (_, index) => {
    const dayOffset = Math.floor((index * 20) / Math.max(plan.tours, 1)) - 10
    const day = new Date(now + dayOffset * 24 * hourMs).toISOString().slice(0, 10)
    const assigned = dayOffset < 0 || random.chance(0.6)
    return {
      id: randomUUID(),
      org_id: plan.orgId,
      code: `T-${String(index + 1).padStart(4, '0')}`,
      city: plan.city,
      tour_date: day,
      driver_name: assigned ? random.pick(drivers) : null,
      vehicle_number: assigned
        ? `${plan.city === 'hyd' ? 'TS' : 'DL'} ${random.int(1, 15)} ${random.pick(['AB', 'CK', 'EX', 'UA'])} ${random.int(1000, 9999)}`
        : null,
      dayOffset,
    }
  })
  const stopRows = tourRows.flatMap((tour) => {
    const stops = random.int(5, 15)
    const start = Date.parse(`${tour.tour_date}T03:30:00Z`)
    return Array.from({ length: stops }, (_, seq) => {
      const [name, area, lat, lng] = random.pick(cityPlaces)
      const windowStart = new Date(start + seq * 0.75 * hourMs)
      const status: 'done' | 'failed' | 'pending' =
        tour.dayOffset < 0 ? (random.chance(0.9) ? 'done' : 'failed') : tour.dayOffset === 0 && seq < stops / 2 ? 'done' : 'pending'
      return {
        org_id: tour.org_id,
        tour_id: tour.id,
        seq: seq + 1,
        address: `${random.int(1, 420)}, near ${name}, ${area}`,
        lat: lat + (random.next() - 0.5) * 0.01,
        lng: lng + (random.next() - 0.5) * 0.01,
        window_start: windowStart,
        window_end: new Date(windowStart.getTime() + hourMs),
        status,
        reason: status === 'failed' ? random.pick(['Customer not at home', 'Address not found', 'Refused delivery']) : null,
      }
    })
  })
  await db.transaction(async (tx) => {
    await tx.insert(carTypes).values(types)
    await insertAll(tx, bookings, bookingRows)
    await insertAll(
      tx,
      tours,
      tourRows.map(({ dayOffset: _, ...tour }) => tour),
    )
    await insertAll(tx, tourStops, stopRows)
  })
}

/** The booking seed step (its index.ts): bookings over 35 days and 300 delivery tours for Kesar (a tenth in small mode); a few of each for Lotus. */
export const bookingSeed = (db: Db, { orgId, size }: SeedOrg) =>
  orgId === demoOrgId
    ? seedBooking(db, { orgId, city: 'hyd', bookings: size === 'small' ? 200 : 4000, tours: size === 'small' ? 30 : 300, seed: 11 })
    : seedBooking(db, { orgId, city: 'delhi', bookings: 12, tours: 3, seed: 12 })
