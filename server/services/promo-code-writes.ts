import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { FieldErrors } from '../../src/contract/common'
import { staleMessage } from '../../src/contract/lists'
import { duplicateCodeMessage } from '../../src/contract/promo-codes'
import type { PromoCode, promoCodeCreateBody, promoCodeUpdateBody } from '../../src/contract/promo-codes'
import type { Db } from '../db/client'
import { brands, productTemplates, productVariants, promoCodes as pc } from '../db/schema'
import { isUuid, nextVersion, sameVersion } from './list-query'
import { getPromoCode, promoCodeNotFound } from './promo-codes'
import { fail, isUniqueViolation } from './result'
import type { Failure, Outcome } from './result'
import { statsChanged } from './stats-cache'

type PromoCreate = v.InferOutput<typeof promoCodeCreateBody>
type PromoUpdate = v.InferOutput<typeof promoCodeUpdateBody>
type Saved = Outcome<{ promoCode: PromoCode }>

const columnsOf = (input: PromoCreate) => ({
  code: input.code,
  description: input.description,
  discountType: input.discount_type,
  discountValue: input.discount_value,
  maxDiscountPaise: input.max_discount_paise,
  minOrderPaise: input.min_order_paise,
  usageLimit: input.usage_limit,
  perUserLimit: input.per_user_limit,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  brandId: input.brand_id,
  productTemplateId: input.product_template_id,
  productVariantId: input.product_variant_id,
  isActive: input.is_active,
})

const exists = async (query: Promise<unknown[]>) => (await query).length > 0

/** The brand must be the organisation's, the template the brand's, the variant the template's. */
async function referenceErrors(db: Db, orgId: string, input: PromoCreate): Promise<FieldErrors | null> {
  const { brand_id, product_template_id, product_variant_id } = input
  const [brand, template, variant] = await Promise.all([
    exists(
      db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.id, brand_id), eq(brands.orgId, orgId))),
    ),
    product_template_id === null ||
      exists(
        db
          .select({ id: productTemplates.id })
          .from(productTemplates)
          .where(
            and(eq(productTemplates.id, product_template_id), eq(productTemplates.orgId, orgId), eq(productTemplates.brandId, brand_id)),
          ),
      ),
    product_variant_id === null ||
      (product_template_id !== null &&
        exists(
          db
            .select({ id: productVariants.id })
            .from(productVariants)
            .where(
              and(
                eq(productVariants.id, product_variant_id),
                eq(productVariants.orgId, orgId),
                eq(productVariants.templateId, product_template_id),
              ),
            ),
        )),
  ])
  const errors: FieldErrors = {}
  if (!brand) errors.brand_id = ['Please choose a brand']
  if (!template) errors.product_template_id = ['This product template is not one of the chosen brand']
  if (!variant) errors.product_variant_id = ['This variant is not one of the chosen product template']
  return Object.keys(errors).length ? errors : null
}

const refused = (errors: FieldErrors) => fail(400, Object.values(errors)[0]?.[0] ?? 'Invalid input', { errors })

function codeTaken(error: unknown): Failure {
  if (!isUniqueViolation(error)) throw error
  return fail(409, duplicateCodeMessage, { errors: { code: [duplicateCodeMessage] } })
}

async function saved(db: Db, orgId: string, id: string): Promise<Saved> {
  const promoCode = await getPromoCode(db, orgId, id)
  return promoCode ? { ok: true, promoCode } : fail(404, promoCodeNotFound)
}

export async function createPromoCode(db: Db, orgId: string, input: PromoCreate): Promise<Saved> {
  const errors = await referenceErrors(db, orgId, input)
  if (errors) return refused(errors)
  try {
    const [row] = await db
      .insert(pc)
      .values({ orgId, ...columnsOf(input) })
      .returning({ id: pc.id })
    if (!row) throw new Error('promo code insert returned nothing')
    statsChanged(db, orgId)
    return await saved(db, orgId, row.id)
  } catch (error) {
    return codeTaken(error)
  }
}

export async function updatePromoCode(db: Db, orgId: string, id: string, input: PromoUpdate): Promise<Saved> {
  const current = await getPromoCode(db, orgId, id)
  if (!current) return fail(404, promoCodeNotFound)
  if (Date.parse(current.updated_at) !== Date.parse(input.updated_at)) return fail(409, staleMessage, { current })
  const errors = await referenceErrors(db, orgId, input)
  if (errors) return refused(errors)
  try {
    const [row] = await db
      .update(pc)
      .set({ ...columnsOf(input), updatedAt: nextVersion(pc.updatedAt) })
      .where(and(eq(pc.id, id), eq(pc.orgId, orgId), sameVersion(pc.updatedAt, input.updated_at)))
      .returning({ id: pc.id })
    if (!row) {
      const latest = await getPromoCode(db, orgId, id)
      return latest ? fail(409, staleMessage, { current: latest }) : fail(404, promoCodeNotFound)
    }
  } catch (error) {
    return codeTaken(error)
  }
  statsChanged(db, orgId)
  return saved(db, orgId, id)
}

export async function setPromoCodeActive(db: Db, orgId: string, id: string, isActive: boolean): Promise<Saved> {
  if (!isUuid(id)) return fail(404, promoCodeNotFound)
  const [row] = await db
    .update(pc)
    .set({ isActive, updatedAt: nextVersion(pc.updatedAt) })
    .where(and(eq(pc.id, id), eq(pc.orgId, orgId)))
    .returning({ id: pc.id })
  if (!row) return fail(404, promoCodeNotFound)
  statsChanged(db, orgId)
  return saved(db, orgId, id)
}
