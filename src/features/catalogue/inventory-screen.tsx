import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
import { inventory } from './api'
import { inventoryColumns } from './inventory-columns'
import { inventoryList } from './inventory-list'
import './catalogue.css'

const addLink = (
  <Link to="/products/variants/add" className="btn btn-primary">
    Add variant
  </Link>
)

export function InventoryScreen() {
  const state = useListSearch(inventoryList)
  const list = useQuery(inventory.listQuery(state.query))
  const lowOnly = state.search.low_stock === true
  // The job of this screen is restocking: its main action narrows to what needs reordering.
  const lowStockToggle = (
    <button
      type="button"
      className={lowOnly ? 'btn btn-secondary' : 'btn btn-primary'}
      aria-pressed={lowOnly}
      onClick={() => state.setFilters({ low_stock: lowOnly ? undefined : true })}
    >
      {lowOnly ? 'Show all stock' : 'Show what to reorder'}
    </button>
  )
  return (
    <ListScreen
      title="Inventory"
      description="Stock per variant and location: on hand, reserved, available and when to reorder."
      actions={lowStockToggle}
      state={state}
      filters={inventoryList.filters}
      list={list}
      columns={inventoryColumns}
      rowKey={(row) => `${row.variant_id}:${row.location}`}
      searchPlaceholder="Search SKUs and variants"
      noun={['stock row', 'stock rows']}
      csv={{ path: inventory.listPath, filename: 'inventory.csv' }}
      errorFallback="Failed to fetch inventory"
      empty={{ title: 'No stock yet', text: 'Stock rows appear for Hyderabad and Delhi as soon as you add a variant.', action: addLink }}
    />
  )
}
