import { and, eq } from 'drizzle-orm'
import type * as v from 'valibot'
import type { ProductStatus, ProductVariant, variantCreateBody, variantUpdateBody } from '../../src/contract/catalogue'
import { staleMessage } from '../../src/contract/lists'
import type { Db } from '../db/client'
import { inventory, productTemplates, productVariants as pv } from '../db/schema'
import { nextVersion, sameVersion } from './list-query'
import { getVariant } from './product-variants'
import { fail, isUniqueViolation } from './result'
import type { Failure, Outcome } from './result'
import { statsChanged } from './stats-cache'

type VariantCreate = v.InferOutput<typeof variantCreateBody>
type VariantUpdate = v.InferOutput<typeof variantUpdateBody>
type VariantFields = Omit<VariantCreate, 'initial_stock_hyd' | 'initial_stock_delhi'>
type Saved = Outcome<{ variant: ProductVariant }>

export const variantNotFound = 'Product variant not found.'
const duplicateSku = 'A variant with this SKU already exists.'
const chooseTemplate = 'Please choose a product template'
const defaultReorderLevel = 10

const columnsOf = (fields: VariantFields) => ({
  templateId: fields.template_id,
  sku: fields.sku,
  name: fields.name,
  size: fields.attributes.size || null,
  colour: fields.attributes.colour || null,
  mrpPaise: fields.mrp_paise,
  pricePaise: fields.price_paise,
  barcode: fields.barcode,
  status: fields.status,
})

async function templateIsOwn(db: Db, orgId: string, templateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: productTemplates.id })
    .from(productTemplates)
    .where(and(eq(productTemplates.id, templateId), eq(productTemplates.orgId, orgId)))
  return Boolean(row)
}

const refusedTemplate = () => fail(400, chooseTemplate, { errors: { template_id: [chooseTemplate] } })

/** A unique violation here can only be the SKU: (org_id, sku) is the table's one unique key besides the id. */
function skuTaken(error: unknown): Failure {
  if (!isUniqueViolation(error)) throw error
  return fail(409, duplicateSku, { errors: { sku: [duplicateSku] } })
}

async function saved(db: Db, orgId: string, id: string): Promise<Saved> {
  const variant = await getVariant(db, orgId, id)
  return variant ? { ok: true, variant } : fail(404, variantNotFound)
}

/** Creates the variant and its stock rows in both locations in one transaction. */
export async function createVariant(db: Db, orgId: string, input: VariantCreate): Promise<Saved> {
  if (!(await templateIsOwn(db, orgId, input.template_id))) return refusedTemplate()
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pv)
        .values({ orgId, ...columnsOf(input) })
        .returning({ id: pv.id })
      if (!row) throw new Error('variant insert returned nothing')
      const stock = { hyd: input.initial_stock_hyd, delhi: input.initial_stock_delhi }
      await tx
        .insert(inventory)
        .values(
          (['hyd', 'delhi'] as const).map((location) => ({
            orgId,
            variantId: row.id,
            location,
            onHand: stock[location],
            reorderLevel: defaultReorderLevel,
          })),
        )
      return row.id
    })
    statsChanged(db, orgId)
    return await saved(db, orgId, id)
  } catch (error) {
    return skuTaken(error)
  }
}

export async function updateVariant(db: Db, orgId: string, input: VariantUpdate): Promise<Saved> {
  const current = await getVariant(db, orgId, input.id)
  if (!current) return fail(404, variantNotFound)
  if (Date.parse(current.updated_at) !== Date.parse(input.updated_at)) return fail(409, staleMessage, { current })
  if (!(await templateIsOwn(db, orgId, input.template_id))) return refusedTemplate()
  try {
    const [row] = await db
      .update(pv)
      .set({ ...columnsOf(input), updatedAt: nextVersion(pv.updatedAt) })
      .where(and(eq(pv.id, input.id), eq(pv.orgId, orgId), sameVersion(pv.updatedAt, input.updated_at)))
      .returning({ id: pv.id })
    if (!row) {
      const latest = await getVariant(db, orgId, input.id)
      return latest ? fail(409, staleMessage, { current: latest }) : fail(404, variantNotFound)
    }
  } catch (error) {
    return skuTaken(error)
  }
  statsChanged(db, orgId)
  return saved(db, orgId, input.id)
}

export async function setVariantStatus(db: Db, orgId: string, id: string, status: ProductStatus): Promise<Saved> {
  const [row] = await db
    .update(pv)
    .set({ status, updatedAt: nextVersion(pv.updatedAt) })
    .where(and(eq(pv.id, id), eq(pv.orgId, orgId)))
    .returning({ id: pv.id })
  if (!row) return fail(404, variantNotFound)
  statsChanged(db, orgId)
  return saved(db, orgId, id)
}
