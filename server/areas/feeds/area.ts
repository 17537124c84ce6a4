import type { Area } from '../../kit/area'
import { feedBulk } from './bulk'
import { feedUpload, feedsRoutes } from './routes'
import { feedCounts } from './tiles'
import { feedSeed } from './seed'

export const feeds: Area = {
  name: 'feeds',
  mounts: [{ prefix: '/api/feeds', routes: feedsRoutes, upload: feedUpload }, feedBulk],
  tiles: { counts: feedCounts },
  seed: feedSeed,
}
