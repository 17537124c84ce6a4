import type { Area } from '../../kit/area'
import { searchRoutes } from './routes'

/** The command palette's search across the areas (docs/app.md#command-palette): no table of its own, no tiles, no seed. */
export const search: Area = {
  name: 'search',
  mounts: [{ prefix: '/api/search', routes: searchRoutes }],
}
