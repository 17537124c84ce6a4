import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { DataFreshness } from '../../ui/data-freshness'
import { ListView } from '../../ui/list/list-view'
import { useListSearch } from '../../ui/list/use-list-search'
import { PageHeader } from '../../ui/page-header'
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
  return (
    <>
      <PageHeader
        title="Inventory"
        description="Stock per variant and location: on hand, reserved, available and when to reorder."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
        actions={addLink}
      />
      <ListView
        state={state}
        filters={inventoryList.filters}
        list={list}
        caption="Inventory"
        columns={inventoryColumns}
        rowKey={(row) => `${row.variant_id}:${row.location}`}
        searchPlaceholder="Search SKUs and variants"
        noun={['stock row', 'stock rows']}
        csv={{ path: inventory.listPath, filename: 'inventory.csv' }}
        errorFallback="Failed to fetch inventory"
        empty={{ title: 'No stock yet', text: 'Stock rows appear for Hyderabad and Delhi as soon as you add a variant.', action: addLink }}
      />
    </>
  )
}
