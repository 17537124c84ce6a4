import { createFileRoute } from '@tanstack/react-router'
import { members } from '../../../features/team/api'
import { teamList } from '../../../features/team/team-list'
import { TeamScreen } from '../../../features/team/team-screen'
import { listLoader, rawSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/team/')({
  ...rawSearch,
  loader: listLoader(members, teamList),
  component: TeamScreen,
})
