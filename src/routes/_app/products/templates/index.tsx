import { createFileRoute } from '@tanstack/react-router'
import { templates } from '../../../../features/catalogue/api'
import { templateList } from '../../../../features/catalogue/template-list'
import { TemplateListScreen } from '../../../../features/catalogue/template-list-screen'
import { listLoader, rawSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/templates/')({
  ...rawSearch,
  loader: listLoader(templates, templateList),
  component: TemplateListScreen,
})
