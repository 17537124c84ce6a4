import type { Area } from '../../kit/area'
import { subscriberBulk } from './bulk'
import { subscribersRoutes } from './routes'
import { subscriberSeed } from './seed'
import { subscriberFinder } from './finder'

export const subscribers: Area = {
  name: 'subscribers',
  finders: [subscriberFinder],
  mounts: [{ prefix: '/api/subscribers', routes: subscribersRoutes }, subscriberBulk],
  seed: subscriberSeed,
}
