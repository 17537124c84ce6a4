import { createFileRoute } from '@tanstack/react-router'
import { templateAddSearch } from '../../../../features/catalogue/list-search'
import { TemplateAddScreen } from '../../../../features/catalogue/template-screens'

export const Route = createFileRoute('/_app/products/templates/add')({ validateSearch: templateAddSearch, component: TemplateAddScreen })
