import type { Area } from '../../kit/area'
import { feedUpload, feedsRoutes } from './routes'
import { feedCounts } from './tiles'
import { feedSeed } from './seed'

export const feeds: Area = {
  name: 'feeds',
  mounts: [{ prefix: '/api/feeds', routes: feedsRoutes, upload: feedUpload }],
  tiles: { counts: feedCounts },
  seed: feedSeed,
}
