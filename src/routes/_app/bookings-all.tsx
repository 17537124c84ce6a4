import { createFileRoute } from '@tanstack/react-router'
import { bookings } from '../../features/booking/api'
import { bookingList } from '../../features/booking/booking-list'
import { BookingsScreen } from '../../features/booking/bookings-screen'
import { listLoader, rawSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/bookings-all')({
  ...rawSearch,
  loader: listLoader(bookings, bookingList),
  component: BookingsScreen,
})
