import type * as v from 'valibot'
import type { ProductStatus, ProductVariant, variantCreateBody, variantUpdateBody } from '../../../src/contract/catalogue'
import { variantLabels } from '../../../src/contract/catalogue/list'
import type { Db } from '../../db/client'
import type { KeyedCreate } from '../../kit/idempotency'
import { productTemplates, productVariants } from './schema'
import { writeOpeningStock } from './stock-writes'
import { createOwned, referenceErrors, setStatus, updateVersioned } from '../../kit/owned-writes'
import type { Saved, Tx, WriteArea } from '../../kit/owned-writes'
import { getVariant } from './variant-reads'
import { chooseTemplate, importSkuTaken, variantNotFound as variantNotFoundText } from '../../../src/paraglide/m/catalogue'

type VariantCreate = v.InferOutput<typeof variantCreateBody>
type VariantUpdate = v.InferOutput<typeof variantUpdateBody>
type VariantFields = Omit<VariantCreate, 'initial_stock_hyd' | 'initial_stock_delhi'>

const area: WriteArea<typeof productVariants, ProductVariant> = {
  table: productVariants,
  notFound: variantNotFoundText,
  read: getVariant,
  // (org_id, sku) is the table's one unique key besides the id.
  unique: {
    field: 'sku',
    message: importSkuTaken,
  },
  history: { type: 'product_variant', label: (row) => row.sku, labels: variantLabels, omit: ['stock_on_hand'] },
}

/** The form keeps size and colour under `attributes`; the table has a column for each. */
const valuesOf = ({ attributes, ...fields }: VariantFields) => ({ ...fields, size: attributes.size || null, colour: attributes.colour || null })

const refusedTemplate = (db: Db, orgId: string, input: VariantFields) =>
  referenceErrors(db, orgId, input, { template_id: [productTemplates, chooseTemplate()] })

/** Creates the variant, its stock rows in each city's location and their opening movements (and keeps `key`'s answer) in one transaction. */
export async function createVariant(db: Db, orgId: string, input: VariantCreate, key?: KeyedCreate): Promise<Saved<ProductVariant>> {
  const { initial_stock_hyd: hyd, initial_stock_delhi: delhi, ...fields } = input
  const also = async (tx: Tx, id: string) => void (await writeOpeningStock(tx, orgId, id, { hyd, delhi }))
  return (await refusedTemplate(db, orgId, fields)) ?? createOwned(db, orgId, area, { values: valuesOf(fields), also, key })
}

export async function updateVariant(db: Db, orgId: string, { id, updated_at, ...fields }: VariantUpdate): Promise<Saved<ProductVariant>> {
  return updateVersioned(db, orgId, area, { id, updated_at, values: valuesOf(fields), check: () => refusedTemplate(db, orgId, fields) })
}

export const setVariantStatus = (db: Db, orgId: string, id: string, change: { status: ProductStatus }) => setStatus(db, orgId, area, id, change)
