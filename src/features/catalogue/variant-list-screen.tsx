import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductVariant } from '../../contract/catalogue'
import { ListScreen } from '../../ui/list/list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { useListSearch } from '../../ui/list/use-list-search'
import { setVariantStatus, variants } from './api'
import { variantColumns } from './variant-columns'
import { variantList } from './variant-list'
import './catalogue.css'

const addLink = (search: { brand_id?: string; template_id?: string }) => (
  <Link to="/products/variants/add" search={search} className="btn btn-primary">
    Add variant
  </Link>
)

export function VariantListScreen() {
  const state = useListSearch(variantList)
  const list = useQuery(variants.listQuery(state.query))
  const status = useStatusColumn<ProductVariant>({
    keys: variants.keys,
    rowId: (row) => row.id,
    name: (row) => row.name,
    isActive: (row) => row.status === 'active',
    setActive: (row, active) => ({ ...row, status: active ? 'active' : 'inactive' }),
    send: (row, active) => setVariantStatus({ id: row.id, status: active ? 'active' : 'inactive' }),
    fallback: 'Could not change the variant status',
  })
  const preset = { brand_id: state.search.brand_id, template_id: state.search.template_id }

  return (
    <ListScreen
      title="Product variants"
      description="Sizes and colours with SKU, MRP, price, barcode and stock."
      actions={addLink(preset)}
      state={state}
      filters={variantList.filters}
      list={list}
      columns={[...variantColumns, status]}
      rowKey={(row) => row.id}
      cardActions={status.render}
      searchPlaceholder="Search names, SKUs and barcodes"
      noun={['variant', 'variants']}
      csv={{ path: variants.listPath, filename: 'product-variants.csv' }}
      errorFallback="Failed to fetch product variants"
      empty={{
        title: 'No product variants yet',
        text: 'Add a variant for each size or colour you sell, with its SKU, prices and opening stock.',
        action: addLink(preset),
      }}
    />
  )
}
