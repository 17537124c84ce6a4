import { createFileRoute } from '@tanstack/react-router'
import { variants } from '../../../../features/catalogue/api'
import { VariantUpdateScreen } from '../../../../features/catalogue/variant-screens'
import { recordLoader } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/variants/update/$id')({ loader: recordLoader(variants), component: VariantUpdateScreen })
