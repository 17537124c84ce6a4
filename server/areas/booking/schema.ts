import { sql } from 'drizzle-orm'
import { check, date, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId } from '../../auth/schema'
import { bookingStatuses, cities } from '../../../src/contract/booking/list'
import { stopStatuses } from '../../../src/contract/booking'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

/** Manual booking, bookings and logistics (issue 10). Amounts in paise, coordinates in degrees. */

export const carTypes = pgTable(
  'car_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    seats: smallint('seats').notNull(),
    base_fare_paise: integer('base_fare_paise').notNull(),
    per_km_paise: integer('per_km_paise').notNull(),
    per_minute_paise: integer('per_minute_paise').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('car_types_org_name_key').on(t.org_id, t.name)],
)

/** Known places of each city: shared by every organisation (public geography, not an organisation's data). */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    city: text('city', { enum: cities }).notNull(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('places_city_name_key').on(t.city, t.name)],
)

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    customer_name: text('customer_name').notNull(),
    customer_phone: text('customer_phone').notNull(),
    pickup_name: text('pickup_name').notNull(),
    pickup_lat: doublePrecision('pickup_lat').notNull(),
    pickup_lng: doublePrecision('pickup_lng').notNull(),
    drop_name: text('drop_name').notNull(),
    drop_lat: doublePrecision('drop_lat').notNull(),
    drop_lng: doublePrecision('drop_lng').notNull(),
    car_type_id: uuid('car_type_id')
      .notNull()
      .references(() => carTypes.id),
    distance_m: integer('distance_m').notNull(),
    duration_s: integer('duration_s').notNull(),
    fare_paise: integer('fare_paise').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('requested'),
    cancel_reason: text('cancel_reason'),
    scheduled_at: at('scheduled_at').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('bookings_org_created_idx').on(t.org_id, t.created_at),
    index('bookings_org_status_scheduled_idx').on(t.org_id, t.status, t.scheduled_at),
    index('bookings_org_scheduled_idx').on(t.org_id, t.scheduled_at),
    // The status filter sorted by fare (the bench's second view) reads one page in order instead of sorting them all.
    index('bookings_org_status_fare_idx').on(t.org_id, t.status, t.fare_paise),
    oneOf('bookings_status', t.status, bookingStatuses),
    check('bookings_fare', sql`${t.fare_paise} >= 0`),
  ],
)

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    code: text('code').notNull(),
    city: text('city', { enum: cities }).notNull(),
    tour_date: date('tour_date', { mode: 'string' }).notNull(),
    driver_name: text('driver_name'),
    vehicle_number: text('vehicle_number'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('tours_org_code_key').on(t.org_id, t.code), index('tours_org_date_idx').on(t.org_id, t.tour_date)],
)

export const tourStops = pgTable(
  'tour_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    tour_id: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    window_start: at('window_start').notNull(),
    window_end: at('window_end').notNull(),
    status: text('status', { enum: stopStatuses }).notNull().default('pending'),
    reason: text('reason'),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('tour_stops_tour_seq_key').on(t.tour_id, t.seq),
    oneOf('tour_stops_status', t.status, stopStatuses),
    check('tour_stops_window', sql`${t.window_end} > ${t.window_start}`),
  ],
)
