import { createFileRoute } from '@tanstack/react-router'
import { VariantAddScreen } from '../../../../features/catalogue/variant-screens'
import { rawSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/variants/add')({ ...rawSearch, component: VariantAddScreen })
