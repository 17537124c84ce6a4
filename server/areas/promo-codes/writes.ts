import { eq, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import { promoCodeLabels } from '../../../src/contract/promo-codes/list'
import type { PromoCode, promoCodeCreateBody, promoCodeUpdateBody } from '../../../src/contract/promo-codes'
import type { Db } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { brands, productTemplates, productVariants } from '../catalogue'
import { promoCodes } from './schema'
import { createOwned, referenceErrors, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, WriteArea } from '../../kit/owned-writes'
import { getPromoCode } from './reads'
import { chooseBrand, duplicateCode, notFound, templateNotOfBrand, variantNotOfTemplate } from '../../../src/paraglide/m/promo-codes'

type PromoCreate = v.InferOutput<typeof promoCodeCreateBody>

const area: WriteArea<typeof promoCodes, PromoCode> = {
  table: promoCodes,
  notFound: notFound,
  read: getPromoCode,
  unique: {
    field: 'code',
    message: duplicateCode,
  },
  history: { type: 'promo_code', label: (row) => row.code, labels: promoCodeLabels, omit: ['used_count'] },
}

/** The form's keys are the columns' property names; only the window arrives as text. */
const valuesOf = ({ starts_at, ends_at, ...input }: PromoCreate) => ({ ...input, starts_at: new Date(starts_at), ends_at: new Date(ends_at) })

/** The brand must be the organisation's, the template the brand's, the variant the template's. */
const refusedReferences = (db: Db, orgId: string, input: PromoCreate) =>
  referenceErrors(db, orgId, input, {
    brand_id: [brands, chooseBrand()],
    product_template_id: [productTemplates, templateNotOfBrand(), eq(productTemplates.brand_id, input.brand_id)],
    product_variant_id: [
      productVariants,
      variantNotOfTemplate(),
      input.product_template_id === null ? sql`false` : eq(productVariants.template_id, input.product_template_id),
    ],
  })

/** `key`: the request's Idempotency-Key, written in the create's transaction. */
export async function createPromoCode(db: Db, orgId: string, input: PromoCreate, key?: KeyedCreate): Promise<Saved<PromoCode>> {
  return (await refusedReferences(db, orgId, input)) ?? createOwned(db, orgId, area, { values: valuesOf(input), key })
}

export async function updatePromoCode(db: Db, orgId: string, { id, updated_at, ...input }: v.InferOutput<typeof promoCodeUpdateBody> & { id: string }) {
  return updateVersioned(db, orgId, area, { id, updated_at, values: valuesOf(input), check: () => refusedReferences(db, orgId, input) })
}

export const setPromoCodeActive = (db: Db, orgId: string, id: string, change: { is_active: boolean }) => setStatus(db, orgId, area, id, change)
