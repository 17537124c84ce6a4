import { bookingLabels, bookingListQuery, bookingStatuses, bookingStatusLabels } from '../../contract/booking/list'
import { defineList } from '../../ui/list/define-list'
import { selectFilter } from '../../ui/list/filters'
import * as m from '../../paraglide/m/booking'

const statusOptions = bookingStatuses.map((value) => ({ value, label: bookingStatusLabels[value] }))

/** /bookings-all?status=requested: the view lives in the URL. */
export const bookingList = defineList({
  texts: {
    title: m.bookingsTitle,
    description: m.bookingsText,
    search: m.searchBookings,
    noun: [m.nounBooking, m.nounBookings],
    empty: [m.noBookings, m.noBookingsText],
    csv: 'bookings.csv',
    failed: m.failedBookings,
  },
  query: bookingListQuery,
  defaultOrdering: '-scheduled_at',
  // Cancel the chosen bookings (those who book: support only reads them), each as its own Cancel does (docs/api.md#bulk).
  bulk: { list: 'bookings', actions: [{ action: 'cancel', label: m.cancel, doing: m.cancelling, keep: m.keepThem, area: '/booking' }] },
  filters: [selectFilter('status', { label: bookingLabels.status, options: statusOptions })],
})
