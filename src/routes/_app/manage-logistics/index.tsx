import { createFileRoute, useSearch } from '@tanstack/react-router'
import { tours } from '../../../features/booking/api'
import { tourList } from '../../../features/booking/tour-list'
import { ToursScreen } from '../../../features/booking/tours-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/manage-logistics/')({
  ...listRouteSearch,
  loader: listLoader(tours, tourList),
  component: ListRoute,
})

function ListRoute() {
  return <ToursScreen search={useSearch({ from: '/_app/manage-logistics/' })} />
}
