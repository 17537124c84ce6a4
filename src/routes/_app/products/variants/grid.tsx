import { createFileRoute } from '@tanstack/react-router'
import { lazy } from 'react'
import { variantGridSearch } from '../../../../features/catalogue/list-search'

// The screen (with TanStack Table and Virtual) loads behind one more lazy step: the route's own chunk stays a few
// bytes, so what /login preloads grows by the route alone (no loader: the screen starts its fetch).
const VariantGridScreen = lazy(() => import('../../../../features/catalogue/variant-grid-screen').then((screen) => ({ default: screen.VariantGridScreen })))

export const Route = createFileRoute('/_app/products/variants/grid')({ validateSearch: variantGridSearch, component: VariantGridScreen })
