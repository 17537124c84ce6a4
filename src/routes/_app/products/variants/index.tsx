import { createFileRoute } from '@tanstack/react-router'
import { variantSearch, type VariantSearch } from '../../../../features/catalogue/list-search'
import { VariantListScreen } from '../../../../features/catalogue/variant-list-screen'

export const Route = createFileRoute('/_app/products/variants/')({
  validateSearch: variantSearch,
  component: VariantsRoute,
})

function VariantsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <VariantListScreen search={search} onSearch={(patch: Partial<VariantSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />
}
