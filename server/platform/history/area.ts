import type { Area } from '../../kit/area'
import { activityRoutes, historyRoutes } from './routes'

/** The trail of every change (docs/history.md): a record's history, the organisation's activity and the chain's check. */
export const history: Area = {
  name: 'history',
  mounts: [
    { prefix: '/api/history', routes: historyRoutes },
    { prefix: '/api/activity', routes: activityRoutes },
  ],
}
