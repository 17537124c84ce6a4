import { createFileRoute, useSearch } from '@tanstack/react-router'
import { templates } from '../../../../features/catalogue/api'
import { templateList } from '../../../../features/catalogue/template-list'
import { TemplateListScreen } from '../../../../features/catalogue/template-list-screen'
import { listLoader, listRouteSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/templates/')({
  ...listRouteSearch,
  loader: listLoader(templates, templateList),
  component: ListRoute,
})

function ListRoute() {
  return <TemplateListScreen search={useSearch({ from: '/_app/products/templates/' })} />
}
