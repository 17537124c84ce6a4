import { randomUUID } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { isUniqueViolation } from '../../kit/result'
import { insertAll } from '../../db/bulk-insert'
import type { Db } from '../../db/client'
import type { BrandSeed, CategorySeed } from './seed-data'
import { brands, categories, inventory, productTemplates, productVariants, stockLocations, stockMovements } from './schema'
import { openingNote } from '../../../src/paraglide/m/stock'
import { promoCodes, makePromoCodes } from '../promo-codes'
import type { SeededTemplate, SeededVariant } from '../promo-codes'
import { daysBefore, later, seededRandom } from '../../db/seed-random'
import type { Random } from '../../db/seed-random'
import { demoOrgId } from '../../db/demo'
import type { SeedOrg } from '../../kit/area'
import { kesarBrands, kesarCategories, lotusBrands, lotusCategories } from './seed-data'

export type CataloguePlan = {
  orgId: string
  /** First letters of every SKU, e.g. KSR-000123-M-RED. */
  skuPrefix: string
  brands: BrandSeed[]
  categories: CategorySeed[]
  templates: number
  promoCodes: number
  /** Seed of the random generator: the same plan makes the same catalogue. */
  seed: number
}

type Built = { category: CategorySeed; id: string }
type Template = SeededTemplate & {
  categoryId: string
  number: number
  category: CategorySeed
  mrp: number
  discount: number
  createdAt: Date
}

/** ₹…49 or ₹…99, as Indian price tags read. */
const pricePoint = (rupees: number) => Math.max(99, Math.round(rupees / 50) * 50 - 1)

function buildCategories(plan: CataloguePlan) {
  const built = new Map<string, Built>(plan.categories.map((category) => [category.name, { category, id: randomUUID() }]))
  const rows = [...built.values()].map(({ category, id }) => ({
    id,
    org_id: plan.orgId,
    name: category.name,
    parent_id: category.parent ? (built.get(category.parent)?.id ?? null) : null,
  }))
  return { built, rows }
}

function buildTemplates(plan: CataloguePlan, random: Random, brandIds: string[], built: Map<string, Built>, now: number): Template[] {
  return Array.from({ length: plan.templates }, (_, index) => {
    const brand = plan.brands[index % plan.brands.length] as BrandSeed
    const { category, id: categoryId } = built.get(random.pick(brand.categories)) as Built
    const name = `${random.pick(category.descriptors)} ${random.pick(category.nouns)}`
    return {
      id: randomUUID(),
      brandId: brandIds[index % brandIds.length] as string,
      categoryId,
      name,
      number: index + 1,
      category,
      mrp: random.int(category.mrp[0], category.mrp[1]),
      discount: random.pick([1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6]),
      createdAt: daysBefore(now, random.int(0, 200 * 24) / 24),
    }
  })
}

const templateRow = (plan: CataloguePlan, random: Random, template: Template, brandName: string, now: number) => ({
  id: template.id,
  org_id: plan.orgId,
  brand_id: template.brandId,
  category_id: template.categoryId,
  name: template.name,
  description: `${template.name} by ${brandName}. Made in India; ${random.pick(['gentle hand wash', 'dry clean only', 'keep away from direct sunlight', 'patch test before use', 'wipe with a soft dry cloth'])}.`,
  hsn_code: random.pick(template.category.hsn),
  gst_rate: template.category.gst(template.mrp),
  status: random.chance(0.07) ? ('inactive' as const) : ('active' as const),
  created_at: template.createdAt,
  updated_at: later(template.createdAt, random.int(0, 20), now),
})

/** EAN-13 under India's GS1 prefix 890, with its check digit. */
function barcodeFor(serial: number): string {
  const body = `890${String(serial).padStart(9, '0')}`
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

function stockRows(plan: CataloguePlan, random: Random, variantId: string, now: number, places: Places) {
  return cityNames.map(([location]) => {
    const reorderLevel = random.pick([5, 10, 15, 20])
    // About one row in ten sits at or under its reorder level.
    const onHand = random.chance(0.1) ? random.int(0, reorderLevel) : random.int(reorderLevel + 1, 160)
    const reserved = random.int(0, Math.min(onHand, 6))
    return {
      org_id: plan.orgId,
      variant_id: variantId,
      location_id: places[location],
      location,
      on_hand: onHand,
      reserved,
      reorder_level: reorderLevel,
      updated_at: daysBefore(now, random.int(0, 30 * 24) / 24),
    }
  })
}

/**
 * The two cities' warehouses, with ids made from the organisation's, so a seed's stock rows can name them. Their names are
 * the demo organisation's data, in English as its brands' are, not texts of the app.
 */
const cityNames = [
  ['hyd', 'Hyderabad warehouse'],
  ['delhi', 'Delhi warehouse'],
] as const
type Places = Record<'hyd' | 'delhi', string>
const warehouses = (orgId: string, places: Places) =>
  cityNames.map(([city, name]) => ({ id: places[city], org_id: orgId, name, kind: 'warehouse' as const, city }))

/** Stock is the sum of its movements: each seeded stock row's on hand arrives as one 'received' movement. */
const openingMovements = (stock: PgInsertValue<typeof inventory>[]) =>
  stock.flatMap((row) =>
    Number(row.on_hand) > 0
      ? [
          {
            org_id: row.org_id,
            variant_id: row.variant_id,
            location_id: row.location_id,
            quantity: Number(row.on_hand),
            reason: 'received' as const,
            note: openingNote({}, { locale: 'en' }),
            created_at: row.updated_at,
          },
        ]
      : [],
  )

function buildVariants(plan: CataloguePlan, random: Random, templates: Template[], now: number, places: Places) {
  const variants: PgInsertValue<typeof productVariants>[] = []
  const stock: PgInsertValue<typeof inventory>[] = []
  const seeded: SeededVariant[] = []
  for (const template of templates) {
    const { sizes, palette } = template.category
    const colourCount = Math.min(palette.length, Math.max(2, Math.round(18 / sizes.length) + random.int(-1, 1)))
    for (const colour of random.some(palette, colourCount)) {
      for (const [sizeIndex, size] of sizes.entries()) {
        const id = randomUUID()
        const mrp = pricePoint(template.mrp * (1 + sizeIndex * 0.04))
        const createdAt = later(template.createdAt, random.int(0, 72) / 24, now)
        variants.push({
          id,
          org_id: plan.orgId,
          template_id: template.id,
          sku: `${plan.skuPrefix}-${String(template.number).padStart(6, '0')}-${size.code}-${colour.code}`,
          name: `${template.name} (${size.label}, ${colour.label})`,
          size: size.code === 'OS' ? null : size.label,
          colour: colour.label,
          mrp_paise: mrp * 100,
          price_paise: Math.min(mrp, pricePoint(mrp * template.discount)) * 100,
          barcode: random.chance(0.7) ? barcodeFor(plan.seed * 10_000_000 + variants.length) : null,
          status: random.chance(0.05) ? 'inactive' : 'active',
          created_at: createdAt,
          updated_at: createdAt,
        })
        seeded.push({ id, templateId: template.id })
        stock.push(...stockRows(plan, random, id, now, places))
      }
    }
  }
  return { variants, stock, seeded }
}

/** Seeds the organisation's catalogue once: skipped when it already has brands. */
export async function seedCatalogue(db: Db, plan: CataloguePlan): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(brands).where(eq(brands.org_id, plan.orgId))
  if ((existing?.value ?? 0) > 0) return false
  const random = seededRandom(plan.seed)
  const now = Date.now()
  const { built, rows: categoryRows } = buildCategories(plan)
  const brandRows = plan.brands.map((brand, index) => {
    const createdAt = daysBefore(now, 400 - index * 7)
    return { id: randomUUID(), org_id: plan.orgId, name: brand.name, is_active: brand.active ?? true, created_at: createdAt, updated_at: createdAt }
  })
  const brandNames = new Map<string, string>(brandRows.map((brand) => [brand.id, brand.name]))
  const templates = buildTemplates(
    plan,
    random,
    brandRows.map((brand) => brand.id),
    built,
    now,
  )
  const templateRows = templates.map((template) => templateRow(plan, random, template, brandNames.get(template.brandId) ?? '', now))
  const places: Places = { hyd: randomUUID(), delhi: randomUUID() }
  const { variants, stock, seeded } = buildVariants(plan, random, templates, now, places)
  const promos = makePromoCodes({ orgId: plan.orgId, count: plan.promoCodes, brands: brandRows, templates, variants: seeded }, random, now)
  try {
    await db.transaction(async (tx) => {
      await insertAll(tx, categories, categoryRows)
      await insertAll(tx, brands, brandRows)
      await insertAll(tx, productTemplates, templateRows)
      await insertAll(tx, productVariants, variants)
      await insertAll(tx, stockLocations, warehouses(plan.orgId, places))
      await insertAll(tx, inventory, stock)
      await insertAll(tx, stockMovements, openingMovements(stock))
      await insertAll(tx, promoCodes, promos)
    })
  } catch (error) {
    // Another API copy starting at the same moment seeded it first.
    if (isUniqueViolation(error)) return false
    throw error
  }
  return true
}

type CatalogueSize = Omit<CataloguePlan, 'orgId'>

/** The demo catalogues; `npm start` seeds them in full. */
export const kesarCatalogue: CatalogueSize = {
  skuPrefix: 'KSR',
  brands: kesarBrands,
  categories: kesarCategories,
  templates: 320,
  promoCodes: 220,
  seed: 1,
}
const lotusCatalogue: CatalogueSize = {
  skuPrefix: 'LTS',
  brands: lotusBrands,
  categories: lotusCategories,
  templates: 8,
  promoCodes: 6,
  seed: 2,
}

const scaled = (plan: CatalogueSize, size: SeedOrg['size']) =>
  size === 'small' ? { ...plan, templates: Math.ceil(plan.templates / 10), promoCodes: Math.ceil(plan.promoCodes / 10) } : plan

/** The catalogue's seed step (its index.ts): Kesar's catalogue (a tenth in small mode), Lotus's small one. */
export const catalogueSeed = (db: Db, { orgId, size }: SeedOrg) =>
  seedCatalogue(db, { orgId, ...scaled(orgId === demoOrgId ? kesarCatalogue : lotusCatalogue, size) })
