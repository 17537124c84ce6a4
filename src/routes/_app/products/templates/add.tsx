import { createFileRoute } from '@tanstack/react-router'
import { TemplateAddScreen } from '../../../../features/catalogue/template-screens'
import { rawSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/templates/add')({ ...rawSearch, component: TemplateAddScreen })
