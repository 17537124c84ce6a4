import { createFileRoute, useSearch } from '@tanstack/react-router'
import { roles } from '../../../features/roles/api'
import { roleList } from '../../../features/roles/role-list'
import { RoleListScreen } from '../../../features/roles/role-list-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/roles/')({
  ...listRouteSearch,
  loader: listLoader(roles, roleList),
  component: ListRoute,
})

function ListRoute() {
  return <RoleListScreen search={useSearch({ from: '/_app/roles/' })} />
}
