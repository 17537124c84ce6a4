import { Link } from '@tanstack/react-router'
import type { ProductVariant } from '../../contract/catalogue'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activeStatus, useStatusColumn } from '../../ui/list/status-column'
import { setVariantStatus, variants } from './api'
import { variantColumns } from './variant-columns'
import { variantList } from './variant-list'
import './catalogue.css'

/** A list filtered to a template adds a variant of that template; many come from a CSV file; the grid edits the filtered ones. */
const addLink = (search: { brand_id?: string; template_id?: string }) => (
  <>
    <Link to="/products/variants/grid" search={search} className="btn btn-secondary">
      Price grid
    </Link>
    <Link to="/products/variants/import" className="btn btn-secondary">
      Import
    </Link>
    <Link to="/products/variants/add" search={{ brand_id: search.brand_id, template_id: search.template_id }} className="btn btn-primary">
      Add variant
    </Link>
  </>
)

export function VariantListScreen() {
  const status = useStatusColumn<ProductVariant>({
    ...variants,
    ...activeStatus,
    name: (row) => row.name,
    send: (row, active) => setVariantStatus({ id: row.id, status: active ? 'active' : 'inactive' }),
    fallback: 'Could not change the variant status',
  })
  return (
    <ResourceListScreen
      rowName={(variant) => variant.name}
      title="Product variants"
      description="Sizes and colours with SKU, MRP, price, barcode and stock."
      actions={addLink}
      resource={variants}
      definition={variantList}
      columns={[...variantColumns, status]}
      cardActions={status.render}
      searchPlaceholder="Search names, SKUs and barcodes"
      noun={['variant', 'variants']}
      csvName="product-variants.csv"
      errorFallback="Failed to fetch product variants"
      empty={{ title: 'No product variants yet', text: 'Add a variant for each size or colour you sell, with its SKU, prices and opening stock.' }}
    />
  )
}
