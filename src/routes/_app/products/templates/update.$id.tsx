import { createFileRoute } from '@tanstack/react-router'
import { templates } from '../../../../features/catalogue/api'
import { TemplateUpdateScreen } from '../../../../features/catalogue/template-screens'
import { recordLoader } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/templates/update/$id')({ loader: recordLoader(templates), component: TemplateUpdateScreen })
