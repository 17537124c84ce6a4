import { createFileRoute } from '@tanstack/react-router'
import { promoCodes } from '../../../features/promo-codes/api'
import { promoCodeList } from '../../../features/promo-codes/promo-code-list'
import { PromoCodeListScreen } from '../../../features/promo-codes/promo-code-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/promo-codes/')({ ...rawSearch, loader: listLoader(promoCodes, promoCodeList), component: PromoCodeListScreen })
