import { createFileRoute } from '@tanstack/react-router'
import { locations } from '../../../features/catalogue/location-api'
import { LocationEditScreen } from '../../../features/catalogue/location-screens'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/inventory_/locations/$id')({
  loader: recordLoader(locations),
  component: LocationEditScreen,
})
