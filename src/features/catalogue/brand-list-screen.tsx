import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListScreen } from '../../ui/list/list-screen'
import { useListSearch } from '../../ui/list/use-list-search'
import { brands } from './api'
import { brandColumns } from './brand-columns'
import { brandList } from './brand-list'
import './catalogue.css'

const addTemplate = (brandId?: string) => (
  <Link to="/products/templates/add" search={brandId ? { brand_id: brandId } : {}} className={brandId ? 'btn btn-secondary btn-sm' : 'btn btn-primary'}>
    Add template
  </Link>
)

export function BrandListScreen() {
  const state = useListSearch(brandList)
  const list = useQuery(brands.listQuery(state.query))
  return (
    <ListScreen
      title="Brands"
      description="The brands your organisation sells, with their templates and variants."
      actions={addTemplate()}
      state={state}
      filters={brandList.filters}
      list={list}
      columns={brandColumns}
      rowKey={(row) => row.id}
      cardActions={(row) => (
        <>
          <Link to="/products/variants" search={{ brand_id: row.id }}>
            View variants
          </Link>
          {addTemplate(row.id)}
        </>
      )}
      searchPlaceholder="Search brands"
      noun={['brand', 'brands']}
      csv={{ path: brands.listPath, filename: 'brands.csv' }}
      errorFallback="Failed to fetch brands"
      empty={{ title: 'No brands yet', text: 'Brands appear here once your organisation has them.', action: null }}
    />
  )
}
