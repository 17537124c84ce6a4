import { createFileRoute } from '@tanstack/react-router'
import { templates } from '../../../../features/catalogue/api'
import { templateList } from '../../../../features/catalogue/template-list'
import { TemplateListScreen } from '../../../../features/catalogue/template-list-screen'

export const Route = createFileRoute('/_app/products/templates/')({
  validateSearch: templateList.search,
  loaderDeps: ({ search }) => templateList.toQuery(search),
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(templates.listQuery(deps)),
  component: TemplateListScreen,
})
