import { createFileRoute } from '@tanstack/react-router'
import { variantGridLoader } from '../../../../features/catalogue/variant-grid-api'
import { VariantGridScreen } from '../../../../features/catalogue/variant-grid-screen'
import { rawSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/variants/grid')({ ...rawSearch, loader: variantGridLoader, component: VariantGridScreen })
