import { Link } from '@tanstack/react-router'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { inventory } from './api'
import { inventoryColumns } from './inventory-columns'
import { inventoryList } from './inventory-list'
import './catalogue.css'

/** The job of this screen is restocking: its main action narrows to what needs reordering. */
const lowStockToggle = ({ low_stock }: { low_stock?: boolean }, { setFilters }: { setFilters: (patch: { low_stock?: true }) => void }) => (
  <>
    <Link to="/inventory/import" className="btn btn-secondary">
      Import counts
    </Link>
    <button
      type="button"
      className={low_stock === true ? 'btn btn-secondary' : 'btn btn-primary'}
      aria-pressed={low_stock === true}
      onClick={() => setFilters({ low_stock: low_stock === true ? undefined : true })}
    >
      {low_stock === true ? 'Show all stock' : 'Show what to reorder'}
    </button>
  </>
)

const addLink = (
  <Link to="/products/variants/add" className="btn btn-primary">
    Add variant
  </Link>
)

export function InventoryScreen() {
  return (
    <ResourceListScreen
      title="Inventory"
      description="Stock per variant and location: on hand, reserved, available and when to reorder."
      actions={lowStockToggle}
      resource={inventory}
      rowKey={(row) => `${row.variant_id}:${row.location}`}
      definition={inventoryList}
      columns={inventoryColumns}
      searchPlaceholder="Search SKUs and variants"
      noun={['stock row', 'stock rows']}
      csvName="inventory.csv"
      errorFallback="Failed to fetch inventory"
      empty={{ title: 'No stock yet', text: 'Stock rows appear for Hyderabad and Delhi as soon as you add a variant.', action: addLink }}
    />
  )
}
