import { createFileRoute } from '@tanstack/react-router'
import { variants } from '../../../../features/catalogue/api'
import { variantList } from '../../../../features/catalogue/variant-list'
import { VariantListScreen } from '../../../../features/catalogue/variant-list-screen'

export const Route = createFileRoute('/_app/products/variants/')({
  validateSearch: variantList.search,
  loaderDeps: ({ search }) => variantList.toQuery(search),
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(variants.listQuery(deps)),
  component: VariantListScreen,
})
