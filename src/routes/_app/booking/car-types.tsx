import { createFileRoute } from '@tanstack/react-router'
import { carTypesQuery } from '../../../features/booking/api'
import { CarTypesScreen } from '../../../features/booking/car-types-screen'

export const Route = createFileRoute('/_app/booking/car-types')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(carTypesQuery()),
  component: CarTypesScreen,
})
