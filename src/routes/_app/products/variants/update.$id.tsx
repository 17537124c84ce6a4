import { createFileRoute } from '@tanstack/react-router'
import { variants } from '../../../../features/catalogue/api'
import { VariantUpdateScreen } from '../../../../features/catalogue/variant-update-screen'

export const Route = createFileRoute('/_app/products/variants/update/$id')({
  // The record starts loading with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(variants.detailQuery(params.id)),
  component: VariantUpdateRoute,
})

function VariantUpdateRoute() {
  const { id } = Route.useParams()
  return <VariantUpdateScreen id={id} />
}
