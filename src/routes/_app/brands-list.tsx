import { createFileRoute } from '@tanstack/react-router'
import { brands } from '../../features/catalogue/api'
import { brandList } from '../../features/catalogue/brand-list'
import { BrandListScreen } from '../../features/catalogue/brand-list-screen'

export const Route = createFileRoute('/_app/brands-list')({
  validateSearch: brandList.search,
  loaderDeps: ({ search }) => brandList.toQuery(search),
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(brands.listQuery(deps)),
  component: BrandListScreen,
})
