import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { templateAddSearch } from '../../../../features/catalogue/list-search'
import { TemplateAddScreen } from '../../../../features/catalogue/template-add-screen'

export const Route = createFileRoute('/_app/products/templates/add')({
  // Read in the (code-split) component, so the schema stays out of the first download.
  validateSearch: (search: Record<string, unknown>) => search,
  component: TemplateAddRoute,
})

function TemplateAddRoute() {
  const { brand_id } = v.parse(templateAddSearch, Route.useSearch())
  return <TemplateAddScreen brandId={brand_id} />
}
