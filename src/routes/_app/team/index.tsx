import { createFileRoute, useSearch } from '@tanstack/react-router'
import { members } from '../../../features/team/api'
import { teamList } from '../../../features/team/team-list'
import { TeamScreen } from '../../../features/team/team-screen'
import { listLoader, listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/team/')({
  ...listRouteSearch,
  loader: listLoader(members, teamList),
  component: ListRoute,
})

function ListRoute() {
  return <TeamScreen search={useSearch({ from: '/_app/team/' })} />
}
