import * as m from '../../paraglide/m/history'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activity } from './api'
import { activityColumns } from './activity-columns'
import { activityList } from './activity-list'

/** /activity (owner and manager): every change in the organisation, newest first, filtered, searched by record, with CSV. */
export function ActivityScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      title={m.activity()}
      description={m.activityDescription()}
      resource={activity}
      definition={activityList}
      columns={activityColumns}
      searchPlaceholder={m.searchRecord()}
      noun={[m.nounChange(), m.nounChanges()]}
      csvName="activity.csv"
      errorFallback={m.fetchActivityFailed()}
      empty={{ title: m.emptyTitle(), text: m.emptyText(), action: null }}
    />
  )
}
