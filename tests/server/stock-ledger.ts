import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { inventory, productVariants, stockLocations, stockMovements } from '../../server/areas/catalogue/schema'
import type { Db } from '../../server/db/client'

// Stock as the sum of its movements, read back for the stock tests (docs/areas/catalogue.md#locations-and-stock-movements).

/** The stock tests' reads of the database `db()` (read when called: a file's database is made in its beforeAll). */
export function stockLedger(db: () => Db) {
  /** Every stock row of these variants against the sum of its movements (rows with neither are left out). */
  async function ledgerOf(variantIds: readonly string[]) {
    const held = await db()
      .select({ variant_id: inventory.variant_id, location_id: inventory.location_id, on_hand: inventory.on_hand, reserved: inventory.reserved })
      .from(inventory)
      .where(inArray(inventory.variant_id, [...variantIds]))
    const sums = await db()
      .select({ variant_id: stockMovements.variant_id, location_id: stockMovements.location_id, total: sql<number>`sum(${stockMovements.quantity})::int` })
      .from(stockMovements)
      .where(inArray(stockMovements.variant_id, [...variantIds]))
      .groupBy(stockMovements.variant_id, stockMovements.location_id)
    const total = new Map(sums.map((row) => [`${row.variant_id} ${row.location_id}`, row.total]))
    return held.map((row) => ({ ...row, movements: total.get(`${row.variant_id} ${row.location_id}`) ?? 0 }))
  }
  return {
    ledgerOf,
    /** On hand equals the movements, covers what is reserved, and is never negative. */
    expectBalanced: async (variantIds: readonly string[]) => {
      for (const row of await ledgerOf(variantIds)) {
        expect(row.on_hand).toBe(row.movements)
        expect(row.on_hand).toBeGreaterThanOrEqual(row.reserved)
        expect(row.on_hand).toBeGreaterThanOrEqual(0)
      }
    },
    skuOf: async (variantId: string) =>
      (await db().select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.sku,
    onHand: async (variantId: string, locationId: string) =>
      (
        await db()
          .select({ on_hand: inventory.on_hand })
          .from(inventory)
          .where(and(eq(inventory.variant_id, variantId), eq(inventory.location_id, locationId)))
      )[0]?.on_hand ?? 0,
  }
}

/** An organisation's stock places (oldest first: the seeded warehouses, then any a test added) and its first `count` variants by SKU. */
export async function placesAndVariants(db: Db, orgId: string, count: number) {
  const places = await db
    .select({ id: stockLocations.id, name: stockLocations.name, is_active: stockLocations.is_active })
    .from(stockLocations)
    .where(eq(stockLocations.org_id, orgId))
    .orderBy(asc(stockLocations.created_at))
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.org_id, orgId))
    .orderBy(asc(productVariants.sku))
    .limit(count)
  return { places, variants: rows.map((row) => row.id) }
}
