import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { InventoryListQuery, InventoryRow } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import { DataFreshness } from '../../ui/data-freshness'
import type { Column } from '../../ui/list/data-table'
import { FilterSelect, ListToolbar } from '../../ui/list/list-toolbar'
import { PageHeader } from '../../ui/page-header'
import { brandOptionsQueryOptions, exportCsv, inventoryListQueryOptions, paths } from './api'
import { ListBody } from '../../ui/list/list-body'
import { locationOptions } from './format'
import { clearedFilters, defaultOrdering, isFiltered, toListQuery, type InventorySearch } from './list-search'
import './catalogue.css'
import { formatCount } from '../../lib/format'

type Props = { search: InventorySearch; onSearch: (patch: Partial<InventorySearch>) => void }


const columns: Column<InventoryRow>[] = [
  {
    key: 'variant',
    header: 'Variant',
    sortKey: 'variant_name',
    primary: true,
    render: (row) => (
      <span className="catalogue-name-text">
        <Link to="/products/variants/update/$id" params={{ id: row.variant_id }} className="catalogue-link">
          {row.variant_name}
        </Link>
        <span className="catalogue-name-detail">
          {row.template_name} · {row.brand_name}
        </span>
      </span>
    ),
  },
  { key: 'sku', header: 'SKU', sortKey: 'sku', render: (row) => <span className="catalogue-mono">{row.sku}</span> },
  { key: 'location', header: 'Location', render: (row) => row.location_label },
  { key: 'on_hand', header: 'On hand', sortKey: 'on_hand', align: 'end', render: (row) => formatCount(row.on_hand) },
  { key: 'reserved', header: 'Reserved', align: 'end', render: (row) => formatCount(row.reserved) },
  { key: 'available', header: 'Available', sortKey: 'available', align: 'end', render: (row) => <strong>{formatCount(row.available)}</strong> },
  { key: 'reorder', header: 'Reorder at', sortKey: 'reorder_level', align: 'end', render: (row) => formatCount(row.reorder_level) },
  {
    key: 'stock',
    header: 'Stock',
    render: (row) => (
      <span className="badge catalogue-nowrap" data-tone={row.low_stock ? 'danger' : 'success'}>
        {row.low_stock ? 'Low stock' : 'In stock'}
      </span>
    ),
  },
  { key: 'updated', header: 'Updated', sortKey: 'updated_at', render: (row) => <span className="catalogue-nowrap">{formatDate(row.updated_at)}</span> },
]

const addLink = (
  <Link to="/products/variants/add" className="btn btn-primary">
    Add variant
  </Link>
)
const lowStockOptions = [{ label: 'Low stock only', value: 'true' }]

function InventoryFilters({ search, onSearch }: Props) {
  const brands = useQuery(brandOptionsQueryOptions())
  return (
    <>
      <FilterSelect label="Location" value={search.location ?? ''} options={locationOptions} onChange={(value) => onSearch({ location: (value || undefined) as InventorySearch['location'], page: undefined })} />
      <FilterSelect label="Stock" value={search.low_stock ? 'true' : ''} options={lowStockOptions} onChange={(value) => onSearch({ low_stock: value ? true : undefined, page: undefined })} />
      <FilterSelect label="Brand" value={search.brand_id ?? ''} options={brands.data ?? []} onChange={(value) => onSearch({ brand_id: value || undefined, page: undefined })} />
    </>
  )
}

export function InventoryScreen({ search, onSearch }: Props) {
  const query = toListQuery<InventoryListQuery>(search, defaultOrdering.inventory)
  const list = useQuery(inventoryListQueryOptions(query))
  return (
    <>
      <PageHeader
        title="Inventory"
        description="Stock per variant and location: on hand, reserved, available and when to reorder."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
        actions={addLink}
      />
      <ListToolbar
        search={search.search ?? ''}
        onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
        searchPlaceholder="Search SKUs and variants"
        total={list.data?.pagination.total}
        noun={['stock row', 'stock rows']}
        onExport={() => exportCsv(paths.inventory, query, 'inventory.csv')}
        filters={<InventoryFilters search={search} onSearch={onSearch} />}
      />
      <ListBody
        list={list}
        caption="Inventory"
        columns={columns}
        rowKey={(row) => `${row.variant_id}:${row.location}`}
        ordering={query.ordering ?? defaultOrdering.inventory}
        onSearch={onSearch}
        errorFallback="Failed to fetch inventory"
        empty={{ title: 'No stock yet', text: 'Stock rows appear for Hyderabad and Delhi as soon as you add a variant.', action: addLink }}
        onClearFilters={isFiltered(search) ? () => onSearch(clearedFilters(search)) : undefined}
      />
    </>
  )
}
