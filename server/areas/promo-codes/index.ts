import type { Area } from '../../kit/area'
import { promoCodeRoutes } from './routes'
import { promoCodeCounts } from './tiles'

export const promoCodes: Area = {
  name: 'promo-codes',
  mounts: [{ prefix: '/api/promocode', routes: promoCodeRoutes }],
  tiles: { counts: promoCodeCounts },
}
