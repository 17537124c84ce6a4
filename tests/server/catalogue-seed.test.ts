import { randomUUID } from 'node:crypto'
import { and, count, countDistinct, eq, gt, isNotNull, lt, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, categories, inventory, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { organisations } from '../../server/auth/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { kesarCatalogue } from '../../server/areas/catalogue/seed'
import { seedCatalogue } from '../../server/areas/catalogue/seed'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
const orgId = randomUUID()
beforeAll(async () => {
  t = await makeTestContext()
  await t.db.insert(organisations).values({ id: orgId, name: 'Seed Check Pvt Ltd', city: 'hyd', address: 'Hyderabad' })
  // Its time is a figure of `npm run bench -- start` (the demo snapshot), not a test's.
  await seedCatalogue(t.db, { orgId, ...kesarCatalogue })
})
afterAll(async () => {
  await t.close()
})

type OrgTable = typeof brands | typeof categories | typeof productTemplates | typeof productVariants | typeof inventory | typeof promoCodes
/** Rows of the seeded organisation in `table` that meet `condition`. */
const rows = async (table: OrgTable, condition?: SQL) =>
  (
    await t.db
      .select({ value: count() })
      .from(table)
      .where(and(eq(table.org_id, orgId), condition))
  )[0]?.value ?? 0

// The tests seed a tenth of the demo catalogue; this file checks the full one `npm start` seeds.
describe('the demo catalogue seed', () => {
  it('has the brands, categories, templates and variants the demo needs', async () => {
    expect(await rows(brands)).toBeGreaterThanOrEqual(24)
    expect(await rows(brands, eq(brands.is_active, false))).toBeGreaterThan(0)
    expect(await rows(categories)).toBeGreaterThanOrEqual(12)
    expect(await rows(categories, isNotNull(categories.parent_id))).toBeGreaterThan(1)
    expect(await rows(productTemplates)).toBeGreaterThanOrEqual(320)
    expect(await rows(productVariants)).toBeGreaterThanOrEqual(5000)
    const malformed = sql`${productVariants.sku} !~ '^KSR-[0-9]{6}-[A-Z0-9]+-[A-Z]{3}$' or ${productVariants.mrp_paise} % 100 <> 0`
    expect(await rows(productVariants, malformed)).toBe(0)
  })

  it('stocks every variant in both cities, some under their reorder level', async () => {
    const variants = await rows(productVariants)
    const [stocked] = await t.db
      .select({ value: countDistinct(inventory.variant_id) })
      .from(inventory)
      .where(eq(inventory.org_id, orgId))
    expect(stocked?.value).toBe(variants)
    expect(await rows(inventory)).toBe(variants * 2)
    const low = await rows(inventory, sql`${inventory.on_hand} - ${inventory.reserved} <= ${inventory.reorder_level}`)
    expect(low).toBeGreaterThan(0)
    expect(low).toBeLessThan(variants / 2)
  })

  it('has promo codes of every kind', async () => {
    expect(await rows(promoCodes)).toBeGreaterThanOrEqual(220)
    expect(await rows(promoCodes, lt(promoCodes.ends_at, sql`now()`))).toBeGreaterThan(0)
    expect(await rows(promoCodes, gt(promoCodes.starts_at, sql`now()`))).toBeGreaterThan(0)
    expect(await rows(promoCodes, eq(promoCodes.is_active, false))).toBeGreaterThan(0)
    expect(await rows(promoCodes, eq(promoCodes.discount_type, 'flat'))).toBeGreaterThan(0)
    expect(await rows(promoCodes, eq(promoCodes.discount_type, 'percent'))).toBeGreaterThan(0)
    expect(await rows(promoCodes, isNotNull(promoCodes.product_template_id))).toBeGreaterThan(0)
    expect(await rows(promoCodes, isNotNull(promoCodes.product_variant_id))).toBeGreaterThan(0)
    expect(await rows(promoCodes, gt(promoCodes.created_at, sql`now()`))).toBe(0)
  })

  it('runs once: a second run adds nothing', async () => {
    const before = await rows(productVariants)
    expect(await seedCatalogue(t.db, { orgId, ...kesarCatalogue })).toBe(false)
    expect(await rows(productVariants)).toBe(before)
  })
})
