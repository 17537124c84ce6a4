import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activity } from './api'
import { activityColumns } from './activity-columns'
import { activityList } from './activity-list'

/** /activity (owner and manager): every change in the organisation, newest first, filtered, searched by record, with CSV. */
export function ActivityScreen() {
  return (
    <ResourceListScreen
      title="Activity"
      description="Who changed what, when, and from what to what, across your organisation."
      resource={activity}
      definition={activityList}
      columns={activityColumns}
      searchPlaceholder="Search by record"
      noun={['change', 'changes']}
      csvName="activity.csv"
      errorFallback="Failed to fetch activity"
      empty={{ title: 'No activity yet', text: 'Every change anyone in your organisation makes is recorded here.', action: null }}
    />
  )
}
