import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activity } from './api'
import { activityColumns } from './activity-columns'
import { activityList } from './activity-list'

/** /activity (owner and manager): every change in the organisation, newest first, filtered, searched by record, with CSV. */
export function ActivityScreen({ search }: { search: ListRouteSearch }) {
  return <ResourceListScreen search={search} resource={activity} definition={activityList} columns={activityColumns} emptyAction={null} />
}
