import type { Area } from '../../kit/area'
import { addStandardCarTypes } from './car-types'
import { bookingBulk } from './bulk'
import { bookingRoutes } from './routes'
import { bookingCounts, bookingSeries } from './tiles'
import { tourRoutes } from './tour-routes'
import { bookingSeed } from './seed'
import { bookingFinder, tourFinder } from './finders'

/** Manual bookings and delivery tours (the spec's manual_booking and logistics). */
export const booking: Area = {
  name: 'booking',
  finders: [bookingFinder, tourFinder],
  mounts: [{ prefix: '/api/manual_booking', routes: bookingRoutes }, { prefix: '/api/logistics', routes: tourRoutes }, bookingBulk],
  tiles: { counts: bookingCounts, series: bookingSeries },
  seed: bookingSeed,
  organisationCreated: addStandardCarTypes,
}
