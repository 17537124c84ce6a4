import { createFileRoute } from '@tanstack/react-router'
import { brands } from '../../../features/catalogue/api'
import { brandList } from '../../../features/catalogue/brand-list'
import { BrandListScreen } from '../../../features/catalogue/brand-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/brands-list/')({
  ...rawSearch,
  loader: listLoader(brands, brandList),
  component: BrandListScreen,
})
