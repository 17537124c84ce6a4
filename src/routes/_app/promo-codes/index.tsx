import { createFileRoute } from '@tanstack/react-router'
import { AreaPlaceholder } from '../../../features/shell/area-placeholder'

export const Route = createFileRoute('/_app/promo-codes/')({ component: AreaPlaceholder })
