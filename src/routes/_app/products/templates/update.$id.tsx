import { createFileRoute } from '@tanstack/react-router'
import { templates } from '../../../../features/catalogue/api'
import { TemplateUpdateScreen } from '../../../../features/catalogue/template-update-screen'

export const Route = createFileRoute('/_app/products/templates/update/$id')({
  // The record starts loading with the navigation, never awaited: offline the screen says what it has.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(templates.detailQuery(params.id)),
  component: TemplateUpdateRoute,
})

function TemplateUpdateRoute() {
  const { id } = Route.useParams()
  return <TemplateUpdateScreen id={id} />
}
