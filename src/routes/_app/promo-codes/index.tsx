import { createFileRoute } from '@tanstack/react-router'
import { promoCodes } from '../../../features/promo-codes/api'
import { promoCodeList } from '../../../features/promo-codes/promo-code-list'
import { PromoCodeListScreen } from '../../../features/promo-codes/promo-code-list-screen'

export const Route = createFileRoute('/_app/promo-codes/')({
  // Kept as it is here and read through the list's schema by the loader and the screen: the schema then travels with
  // the screen instead of in the first download.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(promoCodes.listQuery(promoCodeList.queryOf(deps))),
  component: PromoCodeListScreen,
})
