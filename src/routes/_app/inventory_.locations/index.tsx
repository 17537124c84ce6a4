import { createFileRoute } from '@tanstack/react-router'
import { locations } from '../../../features/catalogue/location-api'
import { locationList } from '../../../features/catalogue/location-list'
import { LocationListScreen } from '../../../features/catalogue/location-screens'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

// Not nested in /inventory's screen (inventory_): its own page at /inventory/locations.
export const Route = createFileRoute('/_app/inventory_/locations/')({
  ...rawSearch,
  loader: listLoader(locations, locationList),
  component: LocationListScreen,
})
