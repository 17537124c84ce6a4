import { createFileRoute } from '@tanstack/react-router'
import { variants } from '../../../../features/catalogue/api'
import { variantList } from '../../../../features/catalogue/variant-list'
import { VariantListScreen } from '../../../../features/catalogue/variant-list-screen'

export const Route = createFileRoute('/_app/products/variants/')({
  // Kept as it is here and read through the list's schema by the loader and the screen: the schema then travels with
  // the screen instead of in the first download.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(variants.listQuery(variantList.queryOf(deps))),
  component: VariantListScreen,
})
