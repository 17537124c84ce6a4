import { createFileRoute } from '@tanstack/react-router'
import { templateSearch, type TemplateSearch } from '../../../../features/catalogue/list-search'
import { TemplateListScreen } from '../../../../features/catalogue/template-list-screen'

export const Route = createFileRoute('/_app/products/templates/')({
  validateSearch: templateSearch,
  component: TemplatesRoute,
})

function TemplatesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TemplateListScreen search={search} onSearch={(patch: Partial<TemplateSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />
}
