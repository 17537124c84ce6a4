import type { Area } from '../../kit/area'
import { adsRoutes } from './routes'

/** Ads and campaigns: the separate ads service (./service) reached through /ads-service on the app's origin. */
export const ads: Area = {
  name: 'ads',
  mounts: [{ prefix: '/ads-service', routes: adsRoutes }],
}
