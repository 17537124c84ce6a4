import { createFileRoute } from '@tanstack/react-router'
import { roles } from '../../../features/roles/api'
import { RoleEditScreen } from '../../../features/roles/role-screens'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/roles/$id')({ loader: recordLoader(roles), component: RoleEditScreen })
