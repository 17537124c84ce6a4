import { createFileRoute } from '@tanstack/react-router'
import { PromoCodeUpdateScreen } from '../../../features/promo-codes/promo-code-update-screen'

export const Route = createFileRoute('/_app/promo-codes/update/$id')({ component: PromoCodeUpdateRoute })

function PromoCodeUpdateRoute() {
  const { id } = Route.useParams()
  return <PromoCodeUpdateScreen key={id} id={id} />
}
