import { bookingCsv } from '../../../src/contract/booking'
import { bookingListQuery } from '../../../src/contract/booking-list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getBooking, listBookings } from './bookings'

/** The booking list's chosen rows as CSV (docs/api.md#bulk). */
export const bookingBulk = bulkMount('/bookings', {
  guard: requireArea('/bookings-all', '/booking'),
  noun: ['booking', 'bookings'],
  query: bookingListQuery,
  list: listBookings,
  get: getBooking,
  rowId: (booking) => booking.booking_id,
  csv: bookingCsv,
})
