import { and, asc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { variantCreateBody, variantLabels } from '../../../src/contract/catalogue'
import { columnLabels, variantImport } from '../../../src/contract/import'
import type { ImportError } from '../../../src/contract/import'
import { requireArea } from '../../auth/middleware'
import type { Db, Tx } from '../../db/client'
import { diff, recordChanges } from '../../kit/history'
import { importMount } from '../../kit/import'
import type { ImportRow } from '../../kit/import'
import { isUuid } from '../../kit/list-query'
import { brands, inventory, productTemplates, productVariants, stockMovements } from './schema'
import { cityLocations } from './locations'
import { actorId } from './stock-writes'
import { openingNote } from '../../../src/paraglide/m/stock'
import { importNoBrand, importNoTemplate, importSkuTaken, importSkuTwice } from '../../../src/paraglide/m/catalogue'

// Product variants from a CSV file (docs/api.md#import): brand and template by name or id, each row through the
// variant form's own create schema, SKUs unique within the file and against the organisation's variants.

type VariantValue = v.InferOutput<typeof variantCreateBody> & { brand_id: string }

/** Each column's header, in the request's language. */
const labelOf = columnLabels(variantImport)
/** The column of a schema field, for its messages. */
const columnOf: Record<string, string> = {
  template_id: 'template',
  'attributes.size': 'size',
  'attributes.colour': 'colour',
  mrp_paise: 'mrp',
  price_paise: 'price',
}
const defaultReorderLevel = 10

/** '' is none; rupees (1,299.50) become paise; anything else is left for the schema to refuse with its message. */
const optional = (cell: string | undefined) => (cell ? cell : undefined)
const amount = (cell: string | undefined) => {
  if (!cell) return undefined
  const rupees = Number(cell.replace(/,/g, ''))
  return Number.isFinite(rupees) ? Math.round(rupees * 100) : cell
}
const count = (cell: string | undefined) => {
  if (!cell) return undefined
  const value = Number(cell.replace(/,/g, ''))
  return Number.isFinite(value) ? value : cell
}

type Named = { id: string; name: string }
const find = <Row extends Named>(rows: Row[], cell: string) =>
  isUuid(cell) ? rows.find((row) => row.id === cell) : rows.find((row) => row.name.toLowerCase() === cell.toLowerCase())

async function check(db: Db, orgId: string, rows: ImportRow[]) {
  const [orgBrands, templates] = await Promise.all([
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.org_id, orgId)),
    db
      .select({ id: productTemplates.id, name: productTemplates.name, brand_id: productTemplates.brand_id })
      .from(productTemplates)
      .where(eq(productTemplates.org_id, orgId)),
  ])
  const errors: ImportError[] = []
  const good: { line: number; value: VariantValue }[] = []
  const skuLine = new Map<string, number>()
  for (const { line, cells } of rows) {
    const before = errors.length
    const say = (column: string, message: string) => errors.push({ line, column, message })
    const brand = find(orgBrands, cells.brand!)
    if (!brand) say(labelOf.brand!, importNoBrand({ name: cells.brand! }))
    const template =
      brand &&
      find(
        templates.filter((row) => row.brand_id === brand.id),
        cells.template!,
      )
    if (brand && !template) say(labelOf.template!, importNoTemplate({ name: cells.template!, brand: brand.name }))
    const input = {
      template_id: template?.id ?? '00000000-0000-4000-8000-000000000000',
      sku: cells.sku,
      name: cells.name,
      attributes: { size: cells.size ?? '', colour: cells.colour ?? '' },
      mrp_paise: amount(cells.mrp),
      price_paise: amount(cells.price),
      barcode: optional(cells.barcode),
      status: optional(cells.status?.toLowerCase()),
      initial_stock_hyd: count(cells.initial_stock_hyd),
      initial_stock_delhi: count(cells.initial_stock_delhi),
    }
    const parsed = v.safeParse(variantCreateBody, input)
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const path = v.getDotPath(issue) ?? ''
        say(labelOf[columnOf[path] ?? path] ?? path, issue.message)
      }
      continue
    }
    const sku = parsed.output.sku
    const first = skuLine.get(sku)
    if (first !== undefined) say(labelOf.sku!, importSkuTwice({ line: first }))
    else skuLine.set(sku, line)
    if (errors.length === before && brand) good.push({ line, value: { ...parsed.output, brand_id: brand.id } })
  }
  const taken = await takenSkus(db, orgId, [...skuLine.keys()])
  for (const { line, value } of good) if (taken.has(value.sku)) errors.push({ line, column: labelOf.sku!, message: importSkuTaken() })
  return { values: good.filter(({ value }) => !taken.has(value.sku)).map(({ value }) => value), errors }
}

async function takenSkus(db: Db, orgId: string, skus: string[]) {
  const taken = new Set<string>()
  for (let start = 0; start < skus.length; start += 1000) {
    const batch = skus.slice(start, start + 1000)
    const rows = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.org_id, orgId), inArray(productVariants.sku, batch)))
    for (const row of rows) taken.add(row.sku)
  }
  return taken
}

/** Every variant, its stock rows in each city's location with their opening movements, and one history entry each ('imported'), in the import's transaction. */
async function write(tx: Tx, orgId: string, values: VariantValue[]) {
  const history = []
  // Each city's stock goes to its location (server/areas/catalogue/locations.ts, cityLocations); a city without one takes none.
  const mains = await cityLocations(tx, orgId)
  for (let start = 0; start < values.length; start += 1000) {
    const batch = values.slice(start, start + 1000)
    const fields = batch.map(({ initial_stock_hyd: _hyd, initial_stock_delhi: _delhi, attributes, brand_id: _brand, ...rest }) => ({
      ...rest,
      org_id: orgId,
      size: attributes.size || null,
      colour: attributes.colour || null,
    }))
    const made = await tx.insert(productVariants).values(fields).returning({ id: productVariants.id })
    const stock = made.flatMap(({ id }, index) =>
      [...mains].map(([location, location_id]) => ({
        org_id: orgId,
        variant_id: id,
        location_id,
        location,
        on_hand: location === 'hyd' ? batch[index]!.initial_stock_hyd : batch[index]!.initial_stock_delhi,
        reorder_level: defaultReorderLevel,
      })),
    )
    if (stock.length) await tx.insert(inventory).values(stock)
    // New rows: their opening stock arrives as one movement each, so on hand is the sum of its movements from the start.
    const opening = stock.filter((row) => row.on_hand > 0)
    const note = openingNote()
    if (opening.length)
      await tx.insert(stockMovements).values(
        opening.map(({ variant_id, location_id, on_hand }) => ({
          org_id: orgId,
          variant_id,
          location_id,
          quantity: on_hand,
          reason: 'received' as const,
          note,
          actor_id: actorId(),
        })),
      )
    for (const [index, { id }] of made.entries()) {
      const value = batch[index]!
      const after = { ...fields[index], brand_id: value.brand_id }
      history.push({ type: 'product_variant' as const, id, label: value.sku, action: 'imported' as const, changes: diff(null, after, variantLabels) })
    }
  }
  await recordChanges(tx, orgId, history)
}

export const variantImportMount = importMount('product_variants', {
  guard: requireArea('/products/variants'),
  spec: variantImport,
  recordType: 'product_variant',
  check,
  write,
  taken: importSkuTaken,
  // The organisation's first brand that has a template, with that template.
  example: async (db, orgId) => {
    const [first] = await db
      .select({ brand: brands.name, template: productTemplates.name })
      .from(productTemplates)
      .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
      .where(eq(productTemplates.org_id, orgId))
      .orderBy(asc(brands.name), asc(productTemplates.name))
      .limit(1)
    return first ?? {}
  },
})
