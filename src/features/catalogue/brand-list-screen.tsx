import { Link } from '@tanstack/react-router'
import type { Brand } from '../../contract/catalogue'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { brands, setBrandStatus } from './api'
import { brandColumns } from './brand-columns'
import { brandList } from './brand-list'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

const addBrand = () => (
  <Link to="/brands-list/add" className="btn btn-primary">
    {m.addBrand()}
  </Link>
)

export function BrandListScreen({ search }: { search: ListRouteSearch }) {
  const status = useStatusColumn<Brand>({
    ...brands,
    name: (row) => row.name,
    isActive: (row) => row.is_active,
    setStatus: (row, is_active) => ({ ...row, is_active }),
    send: (row, is_active) => setBrandStatus({ id: row.id, is_active }),
    fallback: m.brandStatusFailed(),
  })
  return (
    <ResourceListScreen
      search={search}
      rowName={(brand) => brand.name}
      actions={addBrand()}
      resource={brands}
      definition={brandList}
      columns={[...brandColumns, status]}
      cardActions={status.render}
    />
  )
}
