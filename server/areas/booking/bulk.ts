import { bookingBulkCancelBody, bookingCsv } from '../../../src/contract/booking'
import { bookingListQuery } from '../../../src/contract/booking/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { cancelBooking, getBooking, listBookings } from './bookings'
import { bulkCancelled, nounBooking, nounBookings } from '../../../src/paraglide/m/server'

/**
 * The booking list's bulk actions (docs/api.md#bulk): cancel the chosen bookings, each through the single cancel (its
 * refund, history entry and message: a booking on trip or done fails alone), and the chosen rows as CSV. Support
 * reads the list; only those who book may cancel, as on a booking's own page.
 */
export const bookingBulk = bulkMount('/bookings', {
  guard: requireArea('/bookings-all', '/booking'),
  noun: [nounBooking, nounBookings],
  query: bookingListQuery,
  list: listBookings,
  get: getBooking,
  rowId: (booking) => booking.booking_id,
  csv: bookingCsv,
  actions: {
    cancel: {
      said: bulkCancelled,
      guard: requireArea('/booking'),
      body: bookingBulkCancelBody,
      run: (db, orgId, id, { input }) => cancelBooking(db, orgId, id, typeof input.reason === 'string' ? input.reason : ''),
    },
  },
})
