import { createFileRoute } from '@tanstack/react-router'
import { promoCodes } from '../../../features/promo-codes/api'
import { promoCodeList } from '../../../features/promo-codes/promo-code-list'
import { PromoCodeListScreen } from '../../../features/promo-codes/promo-code-list-screen'

export const Route = createFileRoute('/_app/promo-codes/')({
  validateSearch: promoCodeList.search,
  loaderDeps: ({ search }) => promoCodeList.toQuery(search),
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(promoCodes.listQuery(deps)),
  component: PromoCodeListScreen,
})
