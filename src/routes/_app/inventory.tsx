import { createFileRoute } from '@tanstack/react-router'
import { InventoryScreen } from '../../features/catalogue/inventory-screen'
import { inventorySearch, type InventorySearch } from '../../features/catalogue/list-search'

export const Route = createFileRoute('/_app/inventory')({
  validateSearch: inventorySearch,
  component: InventoryRoute,
})

function InventoryRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <InventoryScreen search={search} onSearch={(patch: Partial<InventorySearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />
}
