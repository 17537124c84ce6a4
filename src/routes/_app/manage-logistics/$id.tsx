import { createFileRoute } from '@tanstack/react-router'
import { tourDetailQuery } from '../../../features/booking/api'
import { TourScreen } from '../../../features/booking/tour-screen'

export const Route = createFileRoute('/_app/manage-logistics/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(tourDetailQuery(params.id)),
  component: TourScreen,
})
