import { createFileRoute } from '@tanstack/react-router'
import { BrandAddScreen } from '../../../features/catalogue/brand-add-screen'

export const Route = createFileRoute('/_app/brands-list/add')({ component: BrandAddScreen })
