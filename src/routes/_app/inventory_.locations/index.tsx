import { createFileRoute, useSearch } from '@tanstack/react-router'
import { locations } from '../../../features/catalogue/location-api'
import { locationList } from '../../../features/catalogue/location-list'
import { LocationListScreen } from '../../../features/catalogue/location-screens'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

// Not nested in /inventory's screen (inventory_): its own page at /inventory/locations.
export const Route = createFileRoute('/_app/inventory_/locations/')({
  ...listRouteSearch,
  loader: listLoader(locations, locationList),
  component: ListRoute,
})

function ListRoute() {
  return <LocationListScreen search={useSearch({ from: '/_app/inventory_/locations/' })} />
}
