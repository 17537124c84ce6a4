import { createFileRoute } from '@tanstack/react-router'
import { promoCodes } from '../../../features/promo-codes/api'
import { PromoCodeUpdateScreen } from '../../../features/promo-codes/promo-code-update-screen'

export const Route = createFileRoute('/_app/promo-codes/update/$id')({
  // The record starts loading with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(promoCodes.detailQuery(params.id)),
  component: PromoCodeUpdateRoute,
})

function PromoCodeUpdateRoute() {
  const { id } = Route.useParams()
  return <PromoCodeUpdateScreen key={id} id={id} />
}
