import { createFileRoute } from '@tanstack/react-router'
import { VariantUpdateScreen } from '../../../../features/catalogue/variant-update-screen'

export const Route = createFileRoute('/_app/products/variants/update/$id')({ component: VariantUpdateRoute })

function VariantUpdateRoute() {
  const { id } = Route.useParams()
  return <VariantUpdateScreen id={id} />
}
