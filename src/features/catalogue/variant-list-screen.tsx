import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductVariant, VariantListQuery } from '../../contract/catalogue'
import { DataFreshness } from '../../ui/data-freshness'
import { FilterSelect, ListToolbar } from '../../ui/list/list-toolbar'
import { PageHeader } from '../../ui/page-header'
import { StatusSwitch } from '../../ui/status-switch'
import { brandOptionsQueryOptions, exportCsv, paths, templateOptionsQueryOptions, variantListQueryOptions } from './api'
import { ListBody } from '../../ui/list/list-body'
import { statusOptions } from './format'
import { clearedFilters, defaultOrdering, isFiltered, toListQuery, type VariantSearch } from './list-search'
import { useVariantStatus } from './status-toggles'
import { variantColumns } from './variant-columns'
import './catalogue.css'

type Props = { search: VariantSearch; onSearch: (patch: Partial<VariantSearch>) => void }

const lowStockOptions = [{ label: 'Low stock only', value: 'true' }]

function VariantFilters({ search, onSearch }: Props) {
  const brands = useQuery(brandOptionsQueryOptions())
  const templates = useQuery(templateOptionsQueryOptions(search.brand_id ?? ''))
  return (
    <>
      <FilterSelect label="Status" value={search.status ?? ''} options={statusOptions} onChange={(value) => onSearch({ status: (value || undefined) as VariantSearch['status'], page: undefined })} />
      <FilterSelect label="Brand" value={search.brand_id ?? ''} options={brands.data ?? []} onChange={(value) => onSearch({ brand_id: value || undefined, template_id: undefined, page: undefined })} />
      {search.brand_id && (
        <FilterSelect label="Template" value={search.template_id ?? ''} options={templates.data ?? []} onChange={(value) => onSearch({ template_id: value || undefined, page: undefined })} />
      )}
      <FilterSelect label="Stock" value={search.low_stock ? 'true' : ''} options={lowStockOptions} onChange={(value) => onSearch({ low_stock: value ? true : undefined, page: undefined })} />
    </>
  )
}

const addLink = (search: Pick<VariantSearch, 'brand_id' | 'template_id'> = {}) => (
  <Link to="/products/variants/add" search={search} className="btn btn-primary">
    Add variant
  </Link>
)

export function VariantListScreen({ search, onSearch }: Props) {
  const query = toListQuery<VariantListQuery>(search, defaultOrdering.variants)
  const list = useQuery(variantListQueryOptions(query))
  const toggle = useVariantStatus()
  const statusCell = (row: ProductVariant) => (
    <StatusSwitch
      checked={row.status === 'active'}
      label={`${row.status === 'active' ? 'Deactivate' : 'Activate'} ${row.sku}`}
      onChange={(next) => toggle.mutate({ id: row.id, status: next ? 'active' : 'inactive' })}
    />
  )
  const columns = [...variantColumns, { key: 'status', header: 'Status', render: statusCell, cardHidden: true }]
  const preset = { brand_id: search.brand_id, template_id: search.template_id }

  return (
    <>
      <PageHeader
        title="Product variants"
        description="Sizes and colours with SKU, MRP, price, barcode and stock."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
        actions={addLink(preset)}
      />
      <ListToolbar
        search={search.search ?? ''}
        onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
        searchPlaceholder="Search names, SKUs and barcodes"
        total={list.data?.pagination.total}
        noun={['variant', 'variants']}
        onExport={() => exportCsv(paths.variants, query, 'product-variants.csv')}
        filters={<VariantFilters search={search} onSearch={onSearch} />}
      />
      <ListBody
        list={list}
        caption="Product variants"
        columns={columns}
        rowKey={(row) => row.id}
        ordering={query.ordering ?? defaultOrdering.variants}
        onSearch={onSearch}
        cardActions={statusCell}
        errorFallback="Failed to fetch product variants"
        empty={{ title: 'No product variants yet', text: 'Add a variant for each size or colour you sell, with its SKU, prices and opening stock.', action: addLink(preset) }}
        onClearFilters={isFiltered(search) ? () => onSearch(clearedFilters(search)) : undefined}
      />
    </>
  )
}
