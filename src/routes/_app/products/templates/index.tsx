import { createFileRoute } from '@tanstack/react-router'
import { templates } from '../../../../features/catalogue/api'
import { templateList } from '../../../../features/catalogue/template-list'
import { TemplateListScreen } from '../../../../features/catalogue/template-list-screen'

export const Route = createFileRoute('/_app/products/templates/')({
  // Kept as it is here and read through the list's schema by the loader and the screen: the schema then travels with
  // the screen instead of in the first download.
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  // Started with the navigation, never awaited: offline or on a slow network the screen shows what it has.
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(templates.listQuery(templateList.queryOf(deps))),
  component: TemplateListScreen,
})
