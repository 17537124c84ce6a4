import { createFileRoute, useSearch } from '@tanstack/react-router'
import { brands } from '../../../features/catalogue/api'
import { brandList } from '../../../features/catalogue/brand-list'
import { BrandListScreen } from '../../../features/catalogue/brand-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/brands-list/')({
  ...listRouteSearch,
  loader: listLoader(brands, brandList),
  component: ListRoute,
})

function ListRoute() {
  return <BrandListScreen search={useSearch({ from: '/_app/brands-list/' })} />
}
