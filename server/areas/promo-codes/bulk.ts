import { promoCodeCsv } from '../../../src/contract/promo-codes'
import { promoCodeListQuery } from '../../../src/contract/promo-codes/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount, onOffActions } from '../../kit/bulk-routes'
import { getPromoCode, listPromoCodes } from './reads'
import { setPromoCodeActive } from './writes'
import { nounPromoCode, nounPromoCodes } from '../../../src/paraglide/m/kit'

/** The promo-code list's bulk actions (docs/api.md#bulk): each row through the switch's own write. */
export const promoCodeBulk = bulkMount('/promo-codes', {
  guard: requireArea('/promo-codes'),
  noun: [nounPromoCode, nounPromoCodes],
  query: promoCodeListQuery,
  list: listPromoCodes,
  get: getPromoCode,
  rowId: (code) => code.promo_code_id,
  csv: promoCodeCsv,
  actions: onOffActions((db, orgId, id, active) => setPromoCodeActive(db, orgId, id, { is_active: active })),
})
