import { createFileRoute } from '@tanstack/react-router'
import { variants } from '../../../../features/catalogue/api'
import { variantList } from '../../../../features/catalogue/variant-list'
import { VariantListScreen } from '../../../../features/catalogue/variant-list-screen'
import { listLoader, rawSearch } from '../../../../ui/route-loaders'

export const Route = createFileRoute('/_app/products/variants/')({ ...rawSearch, loader: listLoader(variants, variantList), component: VariantListScreen })
