import { createFileRoute } from '@tanstack/react-router'
import { roles } from '../../../features/roles/api'
import { roleList } from '../../../features/roles/role-list'
import { RoleListScreen } from '../../../features/roles/role-list-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/roles/')({ ...rawSearch, loader: listLoader(roles, roleList), component: RoleListScreen })
