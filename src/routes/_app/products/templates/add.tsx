import { createFileRoute } from '@tanstack/react-router'
import { templateAddSearch } from '../../../../features/catalogue/list-search'
import { TemplateAddScreen } from '../../../../features/catalogue/template-add-screen'

export const Route = createFileRoute('/_app/products/templates/add')({
  validateSearch: templateAddSearch,
  component: TemplateAddRoute,
})

function TemplateAddRoute() {
  const { brand_id } = Route.useSearch()
  return <TemplateAddScreen brandId={brand_id} />
}
