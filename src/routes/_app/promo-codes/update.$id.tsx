import { createFileRoute } from '@tanstack/react-router'
import { promoCodes } from '../../../features/promo-codes/api'
import { PromoCodeUpdateScreen } from '../../../features/promo-codes/promo-code-screens'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/promo-codes/update/$id')({ loader: recordLoader(promoCodes), component: PromoCodeUpdateScreen })
