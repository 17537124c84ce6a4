import { createFileRoute } from '@tanstack/react-router'
import { activity } from '../../features/history/api'
import { activityList } from '../../features/history/activity-list'
import { ActivityScreen } from '../../features/history/activity-screen'
import { listLoader, rawSearch } from '../../ui/route-loaders'

export const Route = createFileRoute('/_app/activity')({
  ...rawSearch,
  loader: listLoader(activity, activityList),
  component: ActivityScreen,
})
