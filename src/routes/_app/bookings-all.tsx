import { createFileRoute, useSearch } from '@tanstack/react-router'
import { bookings } from '../../features/booking/api'
import { bookingList } from '../../features/booking/booking-list'
import { BookingsScreen } from '../../features/booking/bookings-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/bookings-all')({
  ...listRouteSearch,
  loader: listLoader(bookings, bookingList),
  component: ListRoute,
})

function ListRoute() {
  return <BookingsScreen search={useSearch({ from: '/_app/bookings-all' })} />
}
