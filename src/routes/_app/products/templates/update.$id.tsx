import { createFileRoute } from '@tanstack/react-router'
import { TemplateUpdateScreen } from '../../../../features/catalogue/template-update-screen'

export const Route = createFileRoute('/_app/products/templates/update/$id')({ component: TemplateUpdateRoute })

function TemplateUpdateRoute() {
  const { id } = Route.useParams()
  return <TemplateUpdateScreen id={id} />
}
