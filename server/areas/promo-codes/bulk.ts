import { promoCodeCsv } from '../../../src/contract/promo-codes'
import { promoCodeListQuery } from '../../../src/contract/promo-codes-list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getPromoCode, listPromoCodes } from './reads'
import { setPromoCodeActive } from './writes'

/** The promo-code list's bulk actions (docs/api.md#bulk): each row through the switch's own write. */
export const promoCodeBulk = bulkMount('/promo-codes', {
  guard: requireArea('/promo-codes'),
  noun: ['promo code', 'promo codes'],
  query: promoCodeListQuery,
  list: listPromoCodes,
  get: getPromoCode,
  rowId: (code) => code.promo_code_id,
  csv: promoCodeCsv,
  actions: {
    activate: { said: 'activated', run: (db, orgId, id) => setPromoCodeActive(db, orgId, id, { is_active: true }) },
    deactivate: { said: 'deactivated', run: (db, orgId, id) => setPromoCodeActive(db, orgId, id, { is_active: false }) },
  },
})
