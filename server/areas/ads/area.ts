import type { Area } from '../../kit/area'
import { adsRoutes } from './routes'
import { campaignFinder } from './finder'

/** Ads and campaigns: the separate ads service (./service) reached through /ads-service on the app's origin. */
export const ads: Area = {
  name: 'ads',
  remoteFinders: [campaignFinder],
  mounts: [{ prefix: '/ads-service', routes: adsRoutes }],
}
