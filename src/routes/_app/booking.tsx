import { createFileRoute } from '@tanstack/react-router'
import { carTypesQuery } from '../../features/booking/api'
import { BookingScreen } from '../../features/booking/booking-screen'

export const Route = createFileRoute('/_app/booking')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(carTypesQuery()),
  component: BookingScreen,
})
