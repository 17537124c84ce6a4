import { createFileRoute } from '@tanstack/react-router'
import { bookings } from '../../features/booking/api'
import { bookingList } from '../../features/booking/booking-list'
import { BookingsScreen } from '../../features/booking/bookings-screen'

export const Route = createFileRoute('/_app/bookings-all')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(bookings.listQuery(bookingList.queryOf(deps))),
  component: BookingsScreen,
})
