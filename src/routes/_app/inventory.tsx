import { createFileRoute } from '@tanstack/react-router'
import { inventory } from '../../features/catalogue/api'
import { inventoryList } from '../../features/catalogue/inventory-list'
import { InventoryScreen } from '../../features/catalogue/inventory-screen'
import { listLoader, rawSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/inventory')({
  ...rawSearch,
  loader: listLoader(inventory, inventoryList),
  component: InventoryScreen,
})
