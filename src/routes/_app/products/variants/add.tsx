import { createFileRoute } from '@tanstack/react-router'
import { variantAddSearch } from '../../../../features/catalogue/list-search'
import { VariantAddScreen } from '../../../../features/catalogue/variant-screens'

export const Route = createFileRoute('/_app/products/variants/add')({ validateSearch: variantAddSearch, component: VariantAddScreen })
