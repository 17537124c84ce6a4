import { eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { FieldErrors } from '../../src/contract/common'
import { duplicateCodeMessage } from '../../src/contract/promo-codes'
import type { PromoCode, promoCodeCreateBody, promoCodeUpdateBody } from '../../src/contract/promo-codes'
import type { Db } from '../db/client'
import type { KeyedCreate } from './idempotency'
import { brands, productTemplates, productVariants, promoCodes } from '../db/schema'
import { createOwned, owns, refusedIf, setStatus, updateVersioned } from './owned-writes'
import type { Saved, WriteArea } from './owned-writes'
import { getPromoCode, promoCodeNotFound } from './promo-codes'

type PromoCreate = v.InferOutput<typeof promoCodeCreateBody>
type PromoUpdate = v.InferOutput<typeof promoCodeUpdateBody>

const area: WriteArea<typeof promoCodes, PromoCode> = {
  table: promoCodes,
  notFound: promoCodeNotFound,
  read: getPromoCode,
  unique: { field: 'code', message: duplicateCodeMessage },
}

/** The form's keys are the columns' property names; only the window arrives as text. */
const valuesOf = ({ starts_at, ends_at, ...input }: PromoCreate) => ({ ...input, starts_at: new Date(starts_at), ends_at: new Date(ends_at) })

/** The brand must be the organisation's, the template the brand's, the variant the template's. */
async function referenceErrors(db: Db, orgId: string, input: PromoCreate) {
  const { brand_id, product_template_id: templateId, product_variant_id: variantId } = input
  const [brand, template, variant] = await Promise.all([
    owns(db, brands, orgId, brand_id),
    templateId === null || owns(db, productTemplates, orgId, templateId, eq(productTemplates.brand_id, brand_id)),
    variantId === null || (templateId !== null && owns(db, productVariants, orgId, variantId, eq(productVariants.template_id, templateId))),
  ])
  const errors: FieldErrors = {}
  if (!brand) errors.brand_id = ['Please choose a brand']
  if (!template) errors.product_template_id = ['This product template is not one of the chosen brand']
  if (!variant) errors.product_variant_id = ['This variant is not one of the chosen product template']
  return refusedIf(errors)
}

/** `key`: the request's Idempotency-Key, written in the create's transaction. */
export async function createPromoCode(db: Db, orgId: string, input: PromoCreate, key?: KeyedCreate): Promise<Saved<PromoCode>> {
  return (await referenceErrors(db, orgId, input)) ?? createOwned(db, orgId, area, { values: valuesOf(input), key })
}

export async function updatePromoCode(db: Db, orgId: string, id: string, { updated_at, ...input }: PromoUpdate): Promise<Saved<PromoCode>> {
  const check = () => referenceErrors(db, orgId, input)
  return updateVersioned(db, orgId, area, { id, updated_at, values: valuesOf(input), check })
}

export const setPromoCodeActive = (db: Db, orgId: string, id: string, is_active: boolean) => setStatus(db, orgId, area, id, { is_active })
