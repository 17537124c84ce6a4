import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Brand } from '../../contract/catalogue'
import { ListScreen } from '../../ui/list/list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { useListSearch } from '../../ui/list/use-list-search'
import { brands, setBrandActive } from './api'
import { brandColumns } from './brand-columns'
import { brandList } from './brand-list'
import './catalogue.css'

const addBrand = (
  <Link to="/brands-list/add" className="btn btn-primary">
    Add brand
  </Link>
)

export function BrandListScreen() {
  const state = useListSearch(brandList)
  const list = useQuery(brands.listQuery(state.query))
  const status = useStatusColumn<Brand>({
    keys: brands.keys,
    rowId: (row) => row.id,
    name: (row) => row.name,
    isActive: (row) => row.is_active,
    setActive: (row, is_active) => ({ ...row, is_active }),
    send: (row, is_active) => setBrandActive({ id: row.id, is_active }),
    fallback: 'Could not change the brand status',
  })
  return (
    <ListScreen
      title="Brands"
      description="The brands your organisation sells, with their templates and variants."
      actions={addBrand}
      state={state}
      filters={brandList.filters}
      list={list}
      columns={[...brandColumns, status]}
      rowKey={(row) => row.id}
      cardActions={status.render}
      searchPlaceholder="Search brands"
      noun={['brand', 'brands']}
      csv={{ path: brands.listPath, filename: 'brands.csv' }}
      errorFallback="Failed to fetch brands"
      empty={{
        title: 'No brands yet',
        text: 'Start here: product templates, variants and promo codes all belong to a brand.',
        action: addBrand,
      }}
    />
  )
}
