import { createFileRoute } from '@tanstack/react-router'
import { inventory } from '../../features/catalogue/api'
import { inventoryList } from '../../features/catalogue/inventory-list'
import { InventoryScreen } from '../../features/catalogue/inventory-screen'

export const Route = createFileRoute('/_app/inventory')({
  validateSearch: inventoryList.search,
  loaderDeps: ({ search }) => inventoryList.toQuery(search),
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(inventory.listQuery(deps)),
  component: InventoryScreen,
})
