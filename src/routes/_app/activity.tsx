import { createFileRoute, useSearch } from '@tanstack/react-router'
import { activity } from '../../features/history/api'
import { activityList } from '../../features/history/activity-list'
import { ActivityScreen } from '../../features/history/activity-screen'
import { listLoader, listRouteSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/activity')({
  ...listRouteSearch,
  loader: listLoader(activity, activityList),
  component: ListRoute,
})

function ListRoute() {
  return <ActivityScreen search={useSearch({ from: '/_app/activity' })} />
}
