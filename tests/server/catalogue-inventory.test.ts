import * as v from 'valibot'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inventoryListResponse } from '../../src/contract/catalogue'
import { inventory } from '../../server/areas/catalogue/schema'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let catalogue: string
let kesar: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  catalogue = await signInAs(t, 'catalogue')
  kesar = await idsOf(t.db, demoOrgId)
})
afterAll(async () => {
  await t.close()
})

const list = async (query: string) => v.parse(inventoryListResponse, (await t.get(`/api/add_products/get_inventory${query}`, { token: catalogue })).body)

describe('GET /api/add_products/get_inventory', () => {
  it('one row per variant and location, with a total', async () => {
    const page = await list('?page_size=50')
    const rows = (await t.db.select({ value: count() }).from(inventory).where(eq(inventory.org_id, demoOrgId)))[0]?.value
    expect(page.pagination.total).toBe(rows)
    for (const row of page.data) {
      expect(row.available).toBe(row.on_hand - row.reserved)
      expect(row.low_stock).toBe(row.available <= row.reorder_level)
      expect(row.location_label).toBe(row.location === 'hyd' ? 'Hyderabad' : 'Delhi')
    }
  })

  it('filters by location, low stock and brand; searches SKU', async () => {
    const delhi = await list('?location=delhi&page_size=100')
    expectEveryRow(delhi.data, (row) => row.location === 'delhi')
    expect(delhi.pagination.total * 2).toBe((await list('?page_size=1')).pagination.total)
    const low = await list('?low_stock=true&page_size=100')
    expect(low.data.length).toBeGreaterThan(0)
    expectEveryRow(low.data, (row) => row.low_stock)
    const notLow = await list('?low_stock=0&page_size=100')
    expectEveryRow(notLow.data, (row) => !row.low_stock)
    const [brandName] = (await list(`?brand_id=${kesar.brandId}`)).data.map((row) => row.brand_name)
    expectEveryRow((await list(`?brand_id=${kesar.brandId}&page_size=100`)).data, (row) => row.brand_name === brandName)
    const [first] = (await list('?ordering=sku')).data
    const found = await list(`?search=${first?.sku}`)
    expect(found.data.map((row) => row.location).sort()).toEqual(['delhi', 'hyd'])
  })

  it('sorts by available; 400 for an unknown ordering or location', async () => {
    const available = (await list('?ordering=available&page_size=100')).data.map((row) => row.available)
    expect(available).toEqual([...available].sort((a, b) => a - b))
    expect((await t.get('/api/add_products/get_inventory?ordering=price', { token: catalogue })).status).toBe(400)
    expect((await t.get('/api/add_products/get_inventory?location=mumbai', { token: catalogue })).status).toBe(400)
  })

  it('exports the filtered rows as CSV', async () => {
    const res = await t.get('/api/add_products/get_inventory?format=csv&low_stock=true&location=hyd', { token: catalogue })
    expect(res.headers.get('content-disposition')).toMatch(/filename="inventory-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe('SKU,Variant,Product template,Brand,Location,On hand,Reserved,Available,Reorder level,Low stock,Updated')
    expect(lines).toHaveLength((await list('?low_stock=true&location=hyd')).pagination.total + 1)
    expectEveryRow(lines.slice(1), (line) => line.includes(',Hyderabad,') && line.includes(',Yes,'))
  })
})
