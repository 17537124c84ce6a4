import type { Area } from '../../kit/area'
import { dashboardRoutes } from './routes'

/** The dashboard: every area's tiles, which it receives from the list of areas (AreaDeps.tiles). */
export const dashboard: Area = {
  name: 'dashboard',
  mounts: [{ prefix: '/api/dashboard', routes: dashboardRoutes }],
}
