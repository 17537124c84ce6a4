import type { Area } from '../../kit/area'
import { subscribersRoutes } from './routes'
import { subscriberSeed } from './seed'

export const subscribers: Area = {
  name: 'subscribers',
  mounts: [{ prefix: '/api/subscribers', routes: subscribersRoutes }],
  seed: subscriberSeed,
}
