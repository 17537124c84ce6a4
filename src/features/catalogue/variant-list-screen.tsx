import { Link } from '@tanstack/react-router'
import type { ProductVariant } from '../../contract/catalogue'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activeStatus, useStatusColumn } from '../../ui/list/status-column'
import { setVariantStatus, variants } from './api'
import { variantColumns } from './variant-columns'
import { variantList } from './variant-list'
import { ScanButton } from './scan-button'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

/** A list filtered to a template adds a variant of that template; many come from a CSV file; the grid edits the filtered ones. */
const addLink = (search: { brand_id?: string; template_id?: string }) => (
  <>
    <ScanButton />
    <Link to="/products/variants/grid" search={search} className="btn btn-secondary">
      {m.priceGrid()}
    </Link>
    <Link to="/products/variants/import" className="btn btn-secondary">
      {m.importLink()}
    </Link>
    <Link to="/products/variants/add" search={{ brand_id: search.brand_id, template_id: search.template_id }} className="btn btn-primary">
      {m.addVariant()}
    </Link>
  </>
)

export function VariantListScreen({ search }: { search: ListRouteSearch }) {
  const status = useStatusColumn<ProductVariant>({
    ...variants,
    ...activeStatus,
    name: (row) => row.name,
    send: (row, active) => setVariantStatus({ id: row.id, status: active ? 'active' : 'inactive' }),
    fallback: m.variantStatusFailed(),
  })
  return (
    <ResourceListScreen
      search={search}
      rowName={(variant) => variant.name}
      actions={addLink}
      resource={variants}
      definition={variantList}
      columns={[...variantColumns, status]}
      cardActions={status.render}
    />
  )
}
