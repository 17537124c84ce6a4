import { bookingLabels, bookingListQuery, bookingStatuses, bookingStatusLabels } from '../../contract/booking-list'
import { defineList } from '../../ui/list/define-list'
import { selectFilter } from '../../ui/list/filters'

const statusOptions = bookingStatuses.map((value) => ({ value, label: bookingStatusLabels[value] }))

/** /bookings-all?status=requested: the view lives in the URL. */
export const bookingList = defineList({
  query: bookingListQuery,
  defaultOrdering: '-scheduled_at',
  // The chosen rows are only exported (docs/api.md#bulk).
  bulk: { list: 'bookings', actions: [] },
  filters: [selectFilter('status', { label: bookingLabels.status, options: statusOptions })],
})
