import { brandCsv, templateCsv, variantCsv } from '../../../src/contract/catalogue/csv'
import { brandListQuery, templateListQuery, variantListQuery } from '../../../src/contract/catalogue/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount, onOffActions } from '../../kit/bulk-routes'
import { getBrand, listBrands } from './brand-reads'
import { setBrandActive } from './brand-writes'
import { getTemplate, listTemplates } from './template-reads'
import { setTemplateStatus } from './template-writes'
import { getVariant, listVariants } from './variant-reads'
import { setVariantStatus } from './variant-writes'
import { nounBrand, nounBrands, nounTemplate, nounTemplates } from '../../../src/paraglide/m/server'
import { nounVariant, nounVariants } from '../../../src/paraglide/m/kit'
import { movementCsv } from '../../../src/contract/catalogue/stock'
import { movementListQuery } from '../../../src/contract/catalogue/stock-list'
import { getMovement, listMovements } from './stock-reads'
import { reverseMovements } from './stock-service'
import { bulkReversed, movementMany, movementOne } from '../../../src/paraglide/m/stock'

// The catalogue lists' bulk actions (docs/api.md#bulk): each row through its status switch's own write.

export const brandBulk = bulkMount('/brands', {
  guard: requireArea('/brands-list'),
  noun: [nounBrand, nounBrands],
  query: brandListQuery,
  list: listBrands,
  get: getBrand,
  rowId: (brand) => brand.id,
  csv: brandCsv,
  actions: onOffActions((db, orgId, id, active) => setBrandActive(db, orgId, id, { is_active: active })),
})

export const templateBulk = bulkMount('/templates', {
  guard: requireArea('/products/templates'),
  noun: [nounTemplate, nounTemplates],
  query: templateListQuery,
  list: listTemplates,
  get: getTemplate,
  rowId: (template) => template.id,
  csv: templateCsv,
  actions: onOffActions((db, orgId, id, active) => setTemplateStatus(db, orgId, id, { status: active ? 'active' : 'inactive' })),
})

export const variantBulk = bulkMount('/variants', {
  guard: requireArea('/products/variants'),
  noun: [nounVariant, nounVariants],
  query: variantListQuery,
  list: listVariants,
  get: getVariant,
  rowId: (variant) => variant.id,
  csv: variantCsv,
  actions: onOffActions((db, orgId, id, active) => setVariantStatus(db, orgId, id, { status: active ? 'active' : 'inactive' })),
})

/**
 * The stock movements list's bulk action: reverse the chosen movements, each through the single reversal (a transfer's
 * other side with it; one already reversed, or a reversal, fails alone), and the chosen rows as CSV.
 */
export const movementBulk = bulkMount('/stock-movements', {
  guard: requireArea('/inventory'),
  noun: [movementOne, movementMany],
  query: movementListQuery,
  list: listMovements,
  get: getMovement,
  rowId: (movement) => movement.id,
  csv: movementCsv,
  actions: {
    reverse: { said: bulkReversed, run: (db, orgId, id) => reverseMovements(db, orgId, { ids: [id], note: '' }) },
  },
})
