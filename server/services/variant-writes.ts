import type * as v from 'valibot'
import type { ProductStatus, ProductVariant, variantCreateBody, variantUpdateBody } from '../../src/contract/catalogue'
import type { Db } from '../db/client'
import type { KeyedCreate } from './idempotency'
import { inventory, productTemplates, productVariants } from '../db/schema'
import { createOwned, owns, setStatus, updateVersioned } from './owned-writes'
import type { Saved, WriteArea } from './owned-writes'
import { getVariant } from './product-variants'
import { fail } from './result'

type VariantCreate = v.InferOutput<typeof variantCreateBody>
type VariantUpdate = v.InferOutput<typeof variantUpdateBody>
type VariantFields = Omit<VariantCreate, 'initial_stock_hyd' | 'initial_stock_delhi'>

export const variantNotFound = 'Product variant not found.'
const chooseTemplate = 'Please choose a product template'
const defaultReorderLevel = 10
const area: WriteArea<typeof productVariants, ProductVariant> = {
  table: productVariants,
  notFound: variantNotFound,
  read: getVariant,
  // (org_id, sku) is the table's one unique key besides the id.
  unique: { field: 'sku', message: 'A variant with this SKU already exists.' },
}

/** The form keeps size and colour under `attributes`; the table has a column for each. */
const valuesOf = ({ attributes, ...fields }: VariantFields) => ({ ...fields, size: attributes.size || null, colour: attributes.colour || null })

const refusedTemplate = async (db: Db, orgId: string, templateId: string) =>
  (await owns(db, productTemplates, orgId, templateId)) ? null : fail(400, chooseTemplate, { errors: { template_id: [chooseTemplate] } })

/** Creates the variant and its stock rows in both locations (and keeps `key`'s answer) in one transaction. */
export async function createVariant(db: Db, orgId: string, input: VariantCreate, key?: KeyedCreate): Promise<Saved<ProductVariant>> {
  const { initial_stock_hyd: hyd, initial_stock_delhi: delhi, ...fields } = input
  const stock = (variantId: string) =>
    (['hyd', 'delhi'] as const).map((location) => ({
      org_id: orgId,
      variant_id: variantId,
      location,
      on_hand: location === 'hyd' ? hyd : delhi,
      reorder_level: defaultReorderLevel,
    }))
  return (
    (await refusedTemplate(db, orgId, input.template_id)) ??
    createOwned(db, orgId, area, { values: valuesOf(fields), also: async (tx, id) => void (await tx.insert(inventory).values(stock(id))), key })
  )
}

export async function updateVariant(db: Db, orgId: string, { id, updated_at, ...fields }: VariantUpdate): Promise<Saved<ProductVariant>> {
  const check = () => refusedTemplate(db, orgId, fields.template_id)
  return updateVersioned(db, orgId, area, { id, updated_at, values: valuesOf(fields), check })
}

export const setVariantStatus = (db: Db, orgId: string, id: string, status: ProductStatus) => setStatus(db, orgId, area, id, { status })
