import type { Area } from '../../kit/area'
import { promoCodeBulk } from './bulk'
import { promoCodeRoutes } from './routes'
import { promoCodeCounts } from './tiles'

export const promoCodes: Area = {
  name: 'promo-codes',
  mounts: [{ prefix: '/api/promocode', routes: promoCodeRoutes }, promoCodeBulk],
  tiles: { counts: promoCodeCounts },
}
