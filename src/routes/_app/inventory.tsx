import { createFileRoute, useSearch } from '@tanstack/react-router'
import { inventory } from '../../features/catalogue/api'
import { inventoryList } from '../../features/catalogue/inventory-list'
import { InventoryScreen } from '../../features/catalogue/inventory-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/inventory')({
  ...listRouteSearch,
  loader: listLoader(inventory, inventoryList),
  component: ListRoute,
})

function ListRoute() {
  return <InventoryScreen search={useSearch({ from: '/_app/inventory' })} />
}
