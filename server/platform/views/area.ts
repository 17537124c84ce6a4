import type { Area } from '../../kit/area'
import { viewRoutes } from './routes'

/** Saved views of every list (an addition: docs/api.md#views). */
export const views: Area = {
  name: 'views',
  mounts: [{ prefix: '/api/views', routes: viewRoutes }],
}
