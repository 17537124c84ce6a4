import { createFileRoute } from '@tanstack/react-router'
import { bookingWalletQuery, carTypesQuery } from '../../../features/booking/api'
import { BookingScreen } from '../../../features/booking/booking-screen'

export const Route = createFileRoute('/_app/booking/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(carTypesQuery())
    void context.queryClient.prefetchQuery(bookingWalletQuery())
  },
  component: BookingScreen,
})
