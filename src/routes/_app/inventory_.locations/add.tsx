import { createFileRoute } from '@tanstack/react-router'
import { LocationAddScreen } from '../../../features/catalogue/location-screens'

export const Route = createFileRoute('/_app/inventory_/locations/add')({ component: LocationAddScreen })
