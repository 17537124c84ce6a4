import { createFileRoute } from '@tanstack/react-router'
import { PromoCodeAddScreen } from '../../../features/promo-codes/promo-code-screens'

export const Route = createFileRoute('/_app/promo-codes/add')({ component: PromoCodeAddScreen })
