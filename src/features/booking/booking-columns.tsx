import { textsOf } from '../../contract/vocabulary'
import { bookingLabels, bookingStatusLabels, type Booking } from '../../contract/booking'
import { formatDateTime } from '../../lib/dates'
import { formatPhone } from '../../lib/format'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import * as m from '../../paraglide/m/booking'
import '../../ui/list/cells.css'

const bookingHeaders = textsOf(bookingLabels)

export const bookingColumns: Column<Booking>[] = [
  { key: 'customer', header: bookingHeaders.customer_name, sortKey: 'customer_name', primary: true, render: (row) => row.customer_name },
  { key: 'phone', header: bookingHeaders.customer_phone, card: 'detail', render: (row) => formatPhone(row.customer_phone) },
  {
    key: 'route',
    header: m.route,
    card: 'meta',
    render: (row) => m.routeCell({ from: row.pickup_name, to: row.drop_name }),
  },
  { key: 'car', header: bookingHeaders.car_type_id, card: 'detail', render: (row) => row.car_type_name },
  { key: 'fare', header: bookingHeaders.fare_paise, sortKey: 'fare_paise', align: 'end', card: 'meta', render: (row) => formatPaise(row.fare_paise) },
  { key: 'status', header: bookingHeaders.status, card: 'meta', render: (row) => bookingStatusLabels[row.status] },
  { key: 'scheduled', header: bookingHeaders.scheduled_at, sortKey: 'scheduled_at', card: 'detail', render: (row) => formatDateTime(row.scheduled_at) },
]
