import type { Area } from '../../kit/area'
import { subscribersRoutes } from './routes'

export const subscribers: Area = {
  name: 'subscribers',
  mounts: [{ prefix: '/api/subscribers', routes: subscribersRoutes }],
}
