import { createFileRoute, useSearch } from '@tanstack/react-router'
import { variants } from '../../../../features/catalogue/api'
import { variantList } from '../../../../features/catalogue/variant-list'
import { VariantListScreen } from '../../../../features/catalogue/variant-list-screen'
import { listLoader, listRouteSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/variants/')({
  ...listRouteSearch,
  loader: listLoader(variants, variantList),
  component: ListRoute,
})

function ListRoute() {
  return <VariantListScreen search={useSearch({ from: '/_app/products/variants/' })} />
}
