import { createFileRoute } from '@tanstack/react-router'
import { brands } from '../../../features/catalogue/api'
import { BrandUpdateScreen } from '../../../features/catalogue/brand-update-screen'

export const Route = createFileRoute('/_app/brands-list/update/$id')({
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(brands.detailQuery(params.id)),
  component: BrandUpdateRoute,
})

function BrandUpdateRoute() {
  const { id } = Route.useParams()
  return <BrandUpdateScreen id={id} />
}
