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
import { created, idempotent } from '../../kit/idempotent'
import { exportableList } from '../../kit/list-answer'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
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
  const app = new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/car_types', book, async (c) => c.json({ status: true, message: carTypesLoaded(), data: await carTypesOf(db, c.var.orgId) }))
    .get('/wallet', book, async (c) =>
      c.json({ status: true, message: walletLoaded(), data: await bookingWallet(db, c.var.orgId, grantedPaths(await c.var.grants())) }),
    )
    .get('/places', book, validate('query', placesQuery), async (c) =>
      c.json({ status: true, message: placesLoaded(), data: await searchPlaces(db, c.req.valid('query')) }),
    )
    .post('/initiate_ride', book, idempotent(db), validate('json', bookingCreateBody), (c) =>
      created(c, rideBooked(), (key) => createBooking(db, c.var.orgId, c.req.valid('json'), key)),
    )
    .get(
      '/get_bookings',
      read,
      exportableList('bookings', bookingListQuery, bookingsLoaded, bookingCsv, (scope, params, signal) => listBookings(db, scope.orgId, params, signal)),
    )
    .get('/get_bookings/:id', read, async (c) => answer(c, found(await getBooking(db, c.var.orgId, c.req.param('id')), bookingNotFound()), bookingLoaded()))
    .post('/cancel_booking/:id', book, validate('json', bookingCancelBody), async (c) =>
      answer(c, await cancelBooking(db, c.var.orgId, c.req.param('id'), c.req.valid('json').reason), bookingCancelled()),
    )
  resourceRoutes(app, db, { guard: book, says: { listed: carTypesLoaded, loaded: carTypeLoaded, created: carTypeCreated, updated: carTypeUpdated } })
    .detail('/car_types/:id', getCarType, carTypeNotFound)
    .create('/create_car_type', carTypeCreateBody, createCarType)
    .update('/update_car_type/:id', carTypeUpdateBody, updateCarType)
  return app
}
