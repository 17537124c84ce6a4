import { Hono } from 'hono'
import {
  bookingCancelBody,
  bookingCreateBody,
  bookingCsv,
  bookingListQuery,
  carTypeCreateBody,
  carTypeUpdateBody,
  placesQuery,
} from '../../../src/contract/booking'
import { answer } from '../../kit/answer'
import { grantedPaths } from '../../../src/contract/permissions'
import { requireArea, requireAuth } from '../../auth/middleware'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { cancelBooking, createBooking, getBooking, listBookings, searchPlaces } from './bookings'
import { bookingWallet, carTypesOf, createCarType, getCarType, updateCarType } from './car-types'
import { found } from '../../kit/result'
import { bookingsLoaded, carTypeCreated, carTypeLoaded, carTypeNotFound, carTypeUpdated } from '../../../src/paraglide/m/server'
import { bookingCancelled, bookingLoaded, bookingNotFound, carTypesLoaded, placesLoaded, rideBooked, walletLoaded } from '../../../src/paraglide/m/booking'

/**
 * Every /api/manual_booking/* path of docs/areas/booking.md#api, plus places and cancel (additions of issue 10), the car types' own
 * routes and the wallet's state for the booking screen (issue 18).
 */
export function bookingRoutes({ db }: AppDeps) {
  const book = requireArea('/booking')
  // Support reads the bookings list; only those who book may cancel.
  const read = requireArea('/bookings-all', '/booking')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: book, says: { loaded: carTypeLoaded, created: carTypeCreated, updated: carTypeUpdated } })
    .get('/car_types', {}, async (c) => c.json({ status: true, message: carTypesLoaded(), data: await carTypesOf(db, c.get('orgId')) }))
    .get('/wallet', {}, async (c) =>
      c.json({ status: true, message: walletLoaded(), data: await bookingWallet(db, c.get('orgId'), grantedPaths(await c.get('grants')())) }),
    )
    .get('/places', { query: placesQuery }, async (c, { query }) => c.json({ status: true, message: placesLoaded(), data: await searchPlaces(db, query) }))
    .post('/initiate_ride', { keyed: true, json: bookingCreateBody }, (c, { json }) =>
      created(c, rideBooked(), (key) => createBooking(db, c.get('orgId'), json, key)),
    )
    .list('/get_bookings', bookingListQuery, (scope, params, signal) => listBookings(db, scope.orgId, params, signal), bookingCsv, {
      guard: read,
      says: bookingsLoaded,
    })
    .get('/get_bookings/:id', { guard: read }, async (c) =>
      answer(c, found(await getBooking(db, c.get('orgId'), c.req.param('id')), bookingNotFound()), bookingLoaded()),
    )
    .post('/cancel_booking/:id', { json: bookingCancelBody }, async (c, { json }) =>
      answer(c, await cancelBooking(db, c.get('orgId'), c.req.param('id'), json.reason), bookingCancelled()),
    )
    .detail('/car_types/:id', getCarType, carTypeNotFound)
    .create('/create_car_type', carTypeCreateBody, createCarType)
    .update('/update_car_type/:id', carTypeUpdateBody, updateCarType)
  return app
}
