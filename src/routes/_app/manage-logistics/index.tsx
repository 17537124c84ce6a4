import { createFileRoute } from '@tanstack/react-router'
import { tours } from '../../../features/booking/api'
import { tourList } from '../../../features/booking/tour-list'
import { ToursScreen } from '../../../features/booking/tours-screen'

export const Route = createFileRoute('/_app/manage-logistics/')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(tours.listQuery(tourList.queryOf(deps))),
  component: ToursScreen,
})
