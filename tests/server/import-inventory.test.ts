import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inventory, productVariants } from '../../server/areas/catalogue/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let catalogue: string
let sku: string
let variantId: string
let lotusSku: string

beforeAll(async () => {
  t = await makeTestContext()
  variantId = (await idsOf(t.db, demoOrgId)).variantId
  const skuOf = async (id: string) => (await t.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, id)))[0]!.sku
  sku = await skuOf(variantId)
  lotusSku = await skuOf((await idsOf(t.db, lotusOrgId)).variantId)
  catalogue = await signInAs(t, 'catalogue')
})
afterAll(async () => {
  await t.close()
})

const path = '/api/import/inventory_counts'
const send = (body: unknown, key?: string) => t.post(path, body, { token: catalogue, headers: key ? { 'Idempotency-Key': key } : {} })
const onHand = async (location: 'hyd' | 'delhi') =>
  (
    await t.db
      .select({ on_hand: inventory.on_hand })
      .from(inventory)
      .where(and(eq(inventory.variant_id, variantId), eq(inventory.location, location)))
  )[0]?.on_hand

describe('POST /api/import/inventory_counts', () => {
  it('asks for the inventory area (403 for support)', async () => {
    const support = await signInAs(t, 'support')
    expect((await t.post(path, { rows: [{ sku, location: 'hyd', on_hand: '1' }], dry_run: true }, { token: support })).status).toBe(403)
  })

  it("lists bad counts, another organisation's SKU among them, and stores nothing", async () => {
    const before = await onHand('hyd')
    const rows = [
      { sku, location: 'Hyderabad', on_hand: '7' },
      { sku, location: 'Mumbai', on_hand: '1' },
      { sku, location: 'delhi', on_hand: '-2' },
      { sku: lotusSku, location: 'hyd', on_hand: '3' },
      { sku, location: 'hyd', on_hand: '8' },
    ]
    const res = await send({ rows, dry_run: true })
    expect(res.body.valid).toBe(1)
    expect(res.body.errors).toEqual([
      { line: 3, column: 'Location', message: 'Please choose a location: Hyderabad or Delhi' },
      { line: 4, column: 'On hand', message: 'Stock cannot be negative' },
      { line: 5, column: 'SKU', message: 'No variant with this SKU in your organisation.' },
      { line: 6, column: 'Location', message: 'This SKU and location are also on line 2.' },
    ])
    expect(await onHand('hyd')).toBe(before)
  })

  it('sets each count as a "counted" movement with an "imported" history entry (before and after); the same key sets nothing twice', async () => {
    const before = await onHand('delhi')
    const rows = [
      { sku: sku.toLowerCase(), location: 'Hyderabad', on_hand: '1,234' },
      { sku, location: 'delhi', on_hand: String((before ?? 0) + 5) },
    ]
    const res = await send({ rows }, 'count-file-1')
    expect(res.body).toMatchObject({ status: true, message: '2 stock counts imported.', added: 2 })
    expect([await onHand('hyd'), await onHand('delhi')]).toEqual([1234, (before ?? 0) + 5])
    const trail = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.action, 'imported'), eq(historyEntries.record_type, 'inventory')))
    expect(trail).toHaveLength(2)
    // Each city's count lands on its warehouse, as the difference from what was on hand.
    expect(trail.find((entry) => entry.record_label.endsWith('(Delhi warehouse)'))?.changes).toEqual([
      { field: 'on_hand', label: 'On hand (Delhi warehouse)', before, after: (before ?? 0) + 5 },
      { field: 'reason', label: 'Reason', before: null, after: 'Counted' },
    ])
    expect((await send({ rows }, 'count-file-1')).body.added).toBe(0)
  })
})
