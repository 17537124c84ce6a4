import { and, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staleMessage } from '../../src/contract/lists'
import { gridMessages, gridResponse, gridSaveResponse, variantGridPaths } from '../../src/contract/catalogue/variant-grid'
import type { GridRow } from '../../src/contract/catalogue/variant-grid'
import { inventory, productVariants } from '../../server/areas/catalogue/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { openEvents } from './event-stream'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let lotus: OrgIds
let owner: string
let rows: GridRow[]

beforeAll(async () => {
  t = await makeTestContext()
  lotus = await idsOf(t.db, lotusOrgId)
  owner = await signInAs(t, 'owner')
  const res = await t.get(`${variantGridPaths.read}?status=active&ordering=sku`, { token: owner })
  rows = v.parse(gridResponse, res.body).data
})
afterAll(async () => {
  await t.close()
})

const save = (body: unknown, options: { token?: string; key?: string } = { token: undefined }) =>
  request(t.app, 'PATCH', variantGridPaths.save, body, { token: options.token ?? owner, headers: options.key ? { 'Idempotency-Key': options.key } : {} })
const stored = async (id: string) => {
  const [variant] = await t.db
    .select({ price: productVariants.price_paise, updated_at: productVariants.updated_at })
    .from(productVariants)
    .where(eq(productVariants.id, id))
  const stock = await t.db.select({ location: inventory.location, on_hand: inventory.on_hand }).from(inventory).where(eq(inventory.variant_id, id))
  return { price: variant?.price, hyd: stock.find((row) => row.location === 'hyd')?.on_hand, delhi: stock.find((row) => row.location === 'delhi')?.on_hand }
}
const entriesOf = (ids: string[]) =>
  t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, demoOrgId), inArray(historyEntries.record_id, ids)))
const row = (index: number) => rows[index] as GridRow
/** A price under the row's MRP and different from its own. */
const newPrice = (item: GridRow) => (item.price_paise > 100 ? item.price_paise - 100 : item.mrp_paise)

describe('GET /api/add_products/variant_grid', () => {
  it("answers the list filter's variants with the stock and reserved units of each location", async () => {
    expect(rows.length).toBeGreaterThan(8)
    expect(rows.map((item) => item.sku)).toEqual([...rows.map((item) => item.sku)].sort())
    const first = row(0)
    expect(await stored(first.id)).toEqual({ price: first.price_paise, hyd: first.stock_hyd, delhi: first.stock_delhi })
    const res = await t.get(`${variantGridPaths.read}?search=${encodeURIComponent(first.sku)}`, { token: owner })
    expect(res.body).toMatchObject({ status: true, more: false, data: [{ id: first.id, sku: first.sku }] })
  })

  it('refuses a filter the list refuses, and a role that may not open the variants', async () => {
    expect((await t.get(`${variantGridPaths.read}?status=maybe`, { token: owner })).status).toBe(400)
    expect((await t.get(variantGridPaths.read)).status).toBe(401)
    expect((await t.get(variantGridPaths.read, { token: await signInAs(t, 'support') })).status).toBe(403)
  })
})

describe('PATCH /api/bulk/variant-grid', () => {
  it('saves the changed rows with new versions, and one history entry each', async () => {
    const chosen = [row(0), row(1), row(2)]
    const body = {
      rows: [
        { id: row(0).id, updated_at: row(0).updated_at, price_paise: newPrice(row(0)) },
        { id: row(1).id, updated_at: row(1).updated_at, stock_hyd: row(1).stock_hyd + 7 },
        { id: row(2).id, updated_at: row(2).updated_at, price_paise: newPrice(row(2)), stock_delhi: row(2).reserved_delhi },
      ],
    }
    const res = await save(body)
    expect(res.status).toBe(200)
    const answer = v.parse(gridSaveResponse, res.body)
    expect(answer).toMatchObject({ status: true, message: '3 variants saved.', done: 3, conflicts: [], failed: [] })
    for (const item of answer.saved) expect(Date.parse(item.updated_at)).toBeGreaterThan(Date.parse(chosen.find((c) => c.id === item.id)!.updated_at))
    expect(await stored(row(0).id)).toEqual({ price: newPrice(row(0)), hyd: row(0).stock_hyd, delhi: row(0).stock_delhi })
    expect(await stored(row(1).id)).toEqual({ price: row(1).price_paise, hyd: row(1).stock_hyd + 7, delhi: row(1).stock_delhi })
    expect(await stored(row(2).id)).toEqual({ price: newPrice(row(2)), hyd: row(2).stock_hyd, delhi: row(2).reserved_delhi })
    const entries = await entriesOf(chosen.map((item) => item.id))
    expect(entries).toHaveLength(3)
    expect(entries.find((entry) => entry.record_id === row(1).id)).toMatchObject({
      record_type: 'product_variant',
      action: 'updated',
      record_label: row(1).sku,
      changes: [{ field: 'stock_hyd', label: 'Stock Hyderabad', before: row(1).stock_hyd, after: row(1).stock_hyd + 7 }],
    })
    rows = [...answer.saved, ...rows.slice(3)]
  })

  it('answers a row changed meanwhile as a conflict with its current values, and saves the rest', async () => {
    const stale = row(3)
    const current = await save({ rows: [{ id: stale.id, updated_at: stale.updated_at, price_paise: newPrice(stale) }] })
    const fresh = row(4)
    const res = await save({
      rows: [
        { id: stale.id, updated_at: stale.updated_at, price_paise: stale.price_paise },
        { id: fresh.id, updated_at: fresh.updated_at, stock_hyd: 3 },
      ],
    })
    const answer = v.parse(gridSaveResponse, res.body)
    expect(answer.message).toBe('1 variant saved; 1 was changed by someone else.')
    expect(answer.conflicts).toEqual([{ id: stale.id, message: staleMessage(), current: v.parse(gridSaveResponse, current.body).saved[0] }])
    expect(answer.saved.map((item) => item.id)).toEqual([fresh.id])
    expect(await stored(stale.id)).toMatchObject({ price: newPrice(stale) })
  })

  it("refuses another organisation's row, a twice-sent row, a price over MRP and stock under reserved, each alone", async () => {
    const [theirs] = await t.db.select().from(productVariants).where(eq(productVariants.id, lotus.variantId))
    const [over, reserved, twice, good] = [row(5), row(6), row(7), row(8)]
    await t.db
      .update(inventory)
      .set({ on_hand: 20, reserved: 5 })
      .where(and(eq(inventory.variant_id, reserved.id), eq(inventory.location, 'hyd')))
    const res = await save({
      rows: [
        { id: lotus.variantId, updated_at: theirs!.updated_at.toISOString(), price_paise: 100 },
        { id: over.id, updated_at: over.updated_at, price_paise: over.mrp_paise + 1 },
        { id: reserved.id, updated_at: reserved.updated_at, stock_hyd: 4 },
        { id: twice.id, updated_at: twice.updated_at, stock_delhi: twice.reserved_delhi + 1 },
        { id: twice.id, updated_at: twice.updated_at, stock_delhi: twice.reserved_delhi + 2 },
        { id: good.id, updated_at: good.updated_at, price_paise: newPrice(good) },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ done: 2, conflicts: [], message: '2 variants saved; 4 could not be saved.' })
    expect(new Map((res.body.failed as { id: string; message: string }[]).map((item) => [item.id, item.message]))).toEqual(
      new Map([
        [twice.id, gridMessages.twice],
        [lotus.variantId, 'Product variant not found.'],
        [over.id, 'Price cannot be more than MRP'],
        [reserved.id, 'Stock cannot be less than the 5 reserved in Hyderabad'],
      ]),
    )
    expect(await stored(lotus.variantId)).toMatchObject({ price: theirs!.price_paise })
    expect(await stored(over.id)).toMatchObject({ price: over.price_paise })
    expect(await stored(twice.id)).toMatchObject({ delhi: twice.reserved_delhi + 1 })
  })

  it('sends each saved row to the live updates, as a single save does', async () => {
    const stream = await openEvents((path, init) => t.app.request(path, init), owner)
    try {
      const ready = await stream.next((event) => event.event === 'ready')
      const chosen = [row(10), row(11)]
      const res = await save({ rows: chosen.map((item) => ({ id: item.id, updated_at: item.updated_at, stock_hyd: item.stock_hyd + 2 })) })
      expect(res.body).toMatchObject({ done: 2 })
      const events = [await stream.next((event) => event.event === 'change'), await stream.next((event) => event.event === 'change')]
      expect(events.map((event) => event.data)).toEqual(
        chosen.map((item) => expect.objectContaining({ type: 'product_variant', id: item.id, action: 'updated' })),
      )
      expect(events.map((event) => Number(event.id))).toEqual([Number(ready.id) + 1, Number(ready.id) + 2])
    } finally {
      stream.close()
    }
  })

  it('with one Idempotency-Key saves once: a retry gets the first answer', async () => {
    const item = row(9)
    const body = { rows: [{ id: item.id, updated_at: item.updated_at, stock_delhi: item.stock_delhi + 1 }] }
    const first = await save(body, { key: 'variant-grid-once' })
    const retry = await save(body, { key: 'variant-grid-once' })
    expect(first.body).toMatchObject({ done: 1 })
    expect(retry.body).toEqual(first.body)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await entriesOf([item.id])).toHaveLength(1)
  })

  it('needs a session and a role that edits variants', async () => {
    const body = { rows: [{ id: row(0).id, updated_at: row(0).updated_at, price_paise: 100 }] }
    expect((await request(t.app, 'PATCH', variantGridPaths.save, body)).status).toBe(401)
    expect(await save(body, { token: await signInAs(t, 'marketing') })).toMatchObject({
      status: 403,
      body: { status: false, message: 'You do not have permission to do this.' },
    })
  })

  it('refuses no rows, more than 5,000 rows and a bad price or stock, saving nothing', async () => {
    const item = row(0)
    const before = await stored(item.id)
    const many = Array.from({ length: 5001 }, () => ({ id: item.id, updated_at: item.updated_at, stock_hyd: 1 }))
    expect(await save({ rows: [] })).toMatchObject({ status: 400, body: { errors: { rows: [gridMessages.none] } } })
    expect(await save({ rows: many })).toMatchObject({ status: 400, body: { errors: { rows: [gridMessages.tooMany] } } })
    const bad = await save({
      rows: [
        { id: item.id, updated_at: item.updated_at, price_paise: 0 },
        { id: item.id, updated_at: item.updated_at, stock_hyd: 2.5 },
        { id: 'not-an-id', updated_at: item.updated_at, stock_delhi: -1 },
      ],
    })
    expect(bad).toMatchObject({
      status: 400,
      body: {
        status: false,
        errors: {
          'rows.0.price_paise': ['Price must be more than zero'],
          'rows.1.stock_hyd': ['Stock must be a whole number'],
          'rows.2.id': ['Invalid id'],
          'rows.2.stock_delhi': ['Stock cannot be negative'],
        },
      },
    })
    expect(await stored(item.id)).toEqual(before)
  })
})
