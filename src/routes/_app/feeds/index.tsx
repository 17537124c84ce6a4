import { createFileRoute } from '@tanstack/react-router'
import { AreaPlaceholder } from '../../../features/shell/area-placeholder'

export const Route = createFileRoute('/_app/feeds/')({ component: AreaPlaceholder })
