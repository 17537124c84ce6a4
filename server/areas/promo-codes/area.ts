import type { Area } from '../../kit/area'
import { promoCodeBulk } from './bulk'
import { promoCodeImportMount } from './import'
import { promoCodeRoutes } from './routes'
import { promoCodeCounts } from './tiles'
import { promoCodeFinder } from './finder'

export const promoCodes: Area = {
  name: 'promo-codes',
  finders: [promoCodeFinder],
  mounts: [{ prefix: '/api/promocode', routes: promoCodeRoutes }, promoCodeBulk, promoCodeImportMount],
  tiles: { counts: promoCodeCounts },
}
