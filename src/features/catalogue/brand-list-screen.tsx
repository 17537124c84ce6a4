import { Link } from '@tanstack/react-router'
import type { Brand } from '../../contract/catalogue'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { brands, setBrandStatus } from './api'
import { brandColumns } from './brand-columns'
import { brandList } from './brand-list'
import './catalogue.css'

const addBrand = (
  <Link to="/brands-list/add" className="btn btn-primary">
    Add brand
  </Link>
)

export function BrandListScreen() {
  const status = useStatusColumn<Brand>({
    ...brands,
    name: (row) => row.name,
    isActive: (row) => row.is_active,
    setStatus: (row, is_active) => ({ ...row, is_active }),
    send: (row, is_active) => setBrandStatus({ id: row.id, is_active }),
    fallback: 'Could not change the brand status',
  })
  return (
    <ResourceListScreen
      rowName={(brand) => brand.name}
      title="Brands"
      description="The brands your organisation sells, with their templates and variants."
      actions={addBrand}
      resource={brands}
      definition={brandList}
      columns={[...brandColumns, status]}
      cardActions={status.render}
      searchPlaceholder="Search brands"
      noun={['brand', 'brands']}
      csvName="brands.csv"
      errorFallback="Failed to fetch brands"
      empty={{ title: 'No brands yet', text: 'Start here: product templates, variants and promo codes all belong to a brand.' }}
    />
  )
}
