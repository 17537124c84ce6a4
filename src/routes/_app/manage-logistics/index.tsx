import { createFileRoute } from '@tanstack/react-router'
import { tours } from '../../../features/booking/api'
import { tourList } from '../../../features/booking/tour-list'
import { ToursScreen } from '../../../features/booking/tours-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/manage-logistics/')({
  ...rawSearch,
  loader: listLoader(tours, tourList),
  component: ToursScreen,
})
