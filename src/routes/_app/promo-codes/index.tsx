import { createFileRoute } from '@tanstack/react-router'
import { PromoCodeListScreen } from '../../../features/promo-codes/promo-code-list-screen'
import { promoCodeSearch, type PromoCodeSearch } from '../../../features/promo-codes/list-search'

export const Route = createFileRoute('/_app/promo-codes/')({
  validateSearch: promoCodeSearch,
  component: PromoCodesRoute,
})

function PromoCodesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <PromoCodeListScreen search={search} onSearch={(patch: Partial<PromoCodeSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: "search" in patch })} />
}
