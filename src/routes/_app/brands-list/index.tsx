import { createFileRoute } from '@tanstack/react-router'
import { brands } from '../../../features/catalogue/api'
import { brandList } from '../../../features/catalogue/brand-list'
import { BrandListScreen } from '../../../features/catalogue/brand-list-screen'

export const Route = createFileRoute('/_app/brands-list/')({
  // Kept as it is here and read through the list's schema by the loader and the screen: the schema then travels with
  // the screen instead of in the first download.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(brands.listQuery(brandList.queryOf(deps))),
  component: BrandListScreen,
})
