import type { Area } from '../../kit/area'
import { accountRoutes } from './routes'
import { accountCounts, accountSeries } from './tiles'

/** The signed-in person's account and organisation (/accounts); the team's tiles on the dashboard. */
export const account: Area = {
  name: 'account',
  mounts: [{ prefix: '/api/my_accounts', routes: accountRoutes }],
  tiles: { counts: accountCounts, series: accountSeries },
}
