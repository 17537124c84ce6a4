import { Link } from '@tanstack/react-router'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { inventory } from './api'
import { inventoryColumns } from './inventory-columns'
import { inventoryList } from './inventory-list'
import { ScanButton } from './scan-button'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'
import * as stock from '../../paraglide/m/stock'

/** The job of this screen is restocking: its main action narrows to what needs reordering. */
const lowStockToggle = ({ low_stock }: { low_stock?: boolean }, { setFilters }: { setFilters: (patch: { low_stock?: true }) => void }) => (
  <>
    <ScanButton />
    <Link to="/inventory/locations" className="btn btn-secondary">
      {stock.manageLocations()}
    </Link>
    <Link to="/inventory/movements" className="btn btn-secondary">
      {stock.stockMovementsLink()}
    </Link>
    <Link to="/inventory/count" className="btn btn-secondary">
      {stock.countTitle()}
    </Link>
    <Link to="/inventory/transfer" className="btn btn-secondary">
      {stock.transferSheetTitle()}
    </Link>
    <Link to="/inventory/import" className="btn btn-secondary">
      {m.importCounts()}
    </Link>
    <button
      type="button"
      className={low_stock === true ? 'btn btn-secondary' : 'btn btn-primary'}
      aria-pressed={low_stock === true}
      onClick={() => setFilters({ low_stock: low_stock === true ? undefined : true })}
    >
      {low_stock === true ? m.showAllStock() : m.showToReorder()}
    </button>
  </>
)

const addLink = () => (
  <Link to="/products/variants/add" className="btn btn-primary">
    {m.addVariant()}
  </Link>
)

export function InventoryScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      actions={lowStockToggle}
      resource={inventory}
      rowKey={(row) => `${row.variant_id}:${row.location_id}`}
      definition={inventoryList}
      columns={inventoryColumns}
      emptyAction={addLink()}
    />
  )
}
