import { createFileRoute, useSearch } from '@tanstack/react-router'
import { movementList, movements } from '../../features/catalogue/movement-list'
import { MovementListScreen } from '../../features/catalogue/movement-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

// Not nested in /inventory's screen (inventory_): its own page at /inventory/movements.
export const Route = createFileRoute('/_app/inventory_/movements')({
  ...listRouteSearch,
  loader: listLoader(movements, movementList),
  component: ListRoute,
})

function ListRoute() {
  return <MovementListScreen search={useSearch({ from: '/_app/inventory_/movements' })} />
}
