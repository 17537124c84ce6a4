import { createFileRoute } from '@tanstack/react-router'
import { variantAddSearch } from '../../../../features/catalogue/list-search'
import { VariantAddScreen } from '../../../../features/catalogue/variant-add-screen'

export const Route = createFileRoute('/_app/products/variants/add')({
  validateSearch: variantAddSearch,
  component: VariantAddRoute,
})

function VariantAddRoute() {
  const { brand_id, template_id } = Route.useSearch()
  return <VariantAddScreen brandId={brand_id} templateId={template_id} />
}
