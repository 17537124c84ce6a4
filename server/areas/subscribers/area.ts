import type { Area } from '../../kit/area'
import { subscriberBulk } from './bulk'
import { subscribersRoutes } from './routes'
import { subscriberSeed } from './seed'

export const subscribers: Area = {
  name: 'subscribers',
  mounts: [{ prefix: '/api/subscribers', routes: subscribersRoutes }, subscriberBulk],
  seed: subscriberSeed,
}
