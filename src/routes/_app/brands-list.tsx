import { createFileRoute } from '@tanstack/react-router'
import { BrandListScreen } from '../../features/catalogue/brand-list-screen'
import { brandSearch, type BrandSearch } from '../../features/catalogue/list-search'

export const Route = createFileRoute('/_app/brands-list')({
  validateSearch: brandSearch,
  component: BrandsRoute,
})

function BrandsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <BrandListScreen search={search} onSearch={(patch: Partial<BrandSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />
}
