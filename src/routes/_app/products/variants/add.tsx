import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { variantAddSearch } from '../../../../features/catalogue/list-search'
import { VariantAddScreen } from '../../../../features/catalogue/variant-add-screen'

export const Route = createFileRoute('/_app/products/variants/add')({
  // Read in the (code-split) component, so the schema stays out of the first download.
  validateSearch: (search: Record<string, unknown>) => search,
  component: VariantAddRoute,
})

function VariantAddRoute() {
  const { brand_id, template_id } = v.parse(variantAddSearch, Route.useSearch())
  return <VariantAddScreen brandId={brand_id} templateId={template_id} />
}
