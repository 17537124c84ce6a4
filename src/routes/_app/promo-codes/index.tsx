import { createFileRoute, useSearch } from '@tanstack/react-router'
import { promoCodes } from '../../../features/promo-codes/api'
import { promoCodeList } from '../../../features/promo-codes/promo-code-list'
import { PromoCodeListScreen } from '../../../features/promo-codes/promo-code-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/promo-codes/')({
  ...listRouteSearch,
  loader: listLoader(promoCodes, promoCodeList),
  component: ListRoute,
})

function ListRoute() {
  return <PromoCodeListScreen search={useSearch({ from: '/_app/promo-codes/' })} />
}
