import * as m from '../../paraglide/m/promo-codes'
import { defineArea, leads } from '../kit/area'

export const promoCodesArea = defineArea({
  name: 'promo-codes',
  group: 'Marketing',
  screens: [
    {
      path: '/promo-codes',
      label: m.navPromoCodes,
      icon: 'tag',
      description: 'Discount codes linked to brands, templates and variants.',
      roles: [...leads, 'marketing'],
    },
  ],
  actions: [{ path: '/promo-codes/add', label: m.paletteNewPromoCode }],
  records: { promo_code: { label: m.recordTypePromoCode, screen: '/promo-codes', live: { resources: [['promo-codes']] } } },
})
