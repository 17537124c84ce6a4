import { createFileRoute } from '@tanstack/react-router'
import { brands } from '../../../features/catalogue/api'
import { BrandUpdateScreen } from '../../../features/catalogue/brand-update-screen'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/brands-list/update/$id')({
  loader: recordLoader(brands),
  component: BrandUpdateScreen,
})
