import * as v from 'valibot'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantDetailResponse, variantListResponse, variantStaleResponse } from '../../src/contract/catalogue'
import { inventory, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { ClientGone } from '../../server/kit/list-query'
import { listVariants } from '../../server/areas/catalogue/variant-reads'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let catalogue: string
let kesar: OrgIds
let lotus: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  catalogue = await signInAs(t, 'catalogue')
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
})
afterAll(async () => {
  await t.close()
})

const list = async (query: string) => v.parse(variantListResponse, (await t.get(`/api/add_products/product_variants${query}`, { token: catalogue })).body)
const body = (overrides: Record<string, unknown> = {}) => ({
  template_id: kesar.templateId,
  sku: 'TEST-0001-M-RED',
  name: 'Test Kurta (M, Red)',
  attributes: { size: 'M', colour: 'Red' },
  mrp_paise: 149_900,
  price_paise: 119_900,
  barcode: '8901234567890',
  ...overrides,
})
const create = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.post('/api/add_products/create_product_variant', body(overrides), { token: catalogue, headers })

describe('GET /api/add_products/product_variants', () => {
  it('pages with a total and filters by brand, template and status', async () => {
    const page = await list('?page_size=10')
    expect(page.pagination.total).toBe((await t.db.select({ value: count() }).from(productVariants).where(eq(productVariants.org_id, demoOrgId)))[0]?.value)
    expect(page.data).toHaveLength(10)
    const ofTemplate = await list(`?template_id=${kesar.templateId}&page_size=100`)
    expect(ofTemplate.data.length).toBeGreaterThan(0)
    expectEveryRow(ofTemplate.data, (row) => row.template_id === kesar.templateId)
    const ofBrand = await list(`?brand_id=${kesar.brandId}&page_size=100`)
    expectEveryRow(ofBrand.data, (row) => row.brand_id === kesar.brandId)
    const inactive = await list('?status=inactive&page_size=100')
    expectEveryRow(inactive.data, (row) => row.status === 'inactive')
  })

  it('searches SKU, name and barcode', async () => {
    const [sample] = (await list(`?template_id=${kesar.templateId}&ordering=sku`)).data
    const bySku = await list(`?search=${sample?.sku.toLowerCase()}`)
    expect(bySku.data.map((row) => row.id)).toContain(sample?.id)
    const withBarcode = (await list('?page_size=100')).data.find((row) => row.barcode)
    const byBarcode = await list(`?search=${withBarcode?.barcode}`)
    expect(byBarcode.data.map((row) => row.id)).toEqual([withBarcode?.id])
    expect((await list('?search=%25')).pagination.total).toBe(0)
  })

  it('sorts by price and stock; low_stock keeps variants low in some location', async () => {
    const prices = (await list('?ordering=price&page_size=100')).data.map((row) => row.price_paise)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const stock = (await list('?ordering=-stock&page_size=100')).data.map((row) => row.stock_on_hand)
    expect(stock).toEqual([...stock].sort((a, b) => b - a))
    const low = await list('?low_stock=true&page_size=100')
    expect(low.data.length).toBeGreaterThan(0)
    for (const row of low.data.slice(0, 10)) {
      const rows = await t.db.select().from(inventory).where(eq(inventory.variant_id, row.id))
      expect(rows.some((item) => item.on_hand - item.reserved <= item.reorder_level)).toBe(true)
    }
    const notLow = await list('?low_stock=false&page_size=1')
    expect(low.pagination.total + notLow.pagination.total).toBe((await list('?page_size=1')).pagination.total)
  })

  it('400 for an unknown ordering; CSV of the filter; 403 without the area', async () => {
    expect((await t.get('/api/add_products/product_variants?ordering=cost', { token: catalogue })).status).toBe(400)
    const csv = await t.get(`/api/add_products/product_variants?format=csv&template_id=${kesar.templateId}`, { token: catalogue })
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^SKU,Variant name,Product template,Brand,Size,Colour,MRP \(INR\),Selling price \(INR\),/)
    expect(lines).toHaveLength((await list(`?template_id=${kesar.templateId}`)).pagination.total + 1)
    const marketing = await signInAs(t, 'marketing')
    expect((await t.get('/api/add_products/product_variants', { token: marketing })).status).toBe(403)
  })
})

describe('variant list pages and totals against the table', () => {
  type Ref = { id: string; sku: string; name: string; barcode: string | null; status: string; price: number; brandId: string }
  let all: Ref[] = []
  beforeAll(async () => {
    all = await t.db
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        name: productVariants.name,
        barcode: productVariants.barcode,
        status: productVariants.status,
        price: productVariants.price_paise,
        brandId: productTemplates.brand_id,
      })
      .from(productVariants)
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
      .where(eq(productVariants.org_id, demoOrgId))
  })
  const byPriceDesc = (a: Ref, b: Ref) => b.price - a.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  const kurtas = () =>
    all
      .filter((row) => row.status === 'active' && [row.sku, row.name, row.barcode ?? ''].some((text) => text.toLowerCase().includes('kurta')))
      .sort(byPriceDesc)
  const query = (page: number, size: number, extra = '') => `?status=active&search=KURTA&ordering=-price&page=${page}&page_size=${size}${extra}`

  it('a full page in the middle: its rows in order, and the count of every match', async () => {
    const expected = kurtas()
    expect(expected.length).toBeGreaterThan(25)
    const page = await list(query(2, 10))
    expect(page.data.map((row) => row.id)).toEqual(expected.slice(10, 20).map((row) => row.id))
    expect(page.pagination).toEqual({ page: 2, page_size: 10, total: expected.length })
  })

  it('the last, short page and a page past the end still carry the exact total', async () => {
    const expected = kurtas()
    const size = 7
    const lastPage = Math.ceil(expected.length / size)
    const last = await list(query(lastPage, size))
    expect(last.data.map((row) => row.id)).toEqual(expected.slice((lastPage - 1) * size).map((row) => row.id))
    expect(last.pagination.total).toBe(expected.length)
    const past = await list(query(lastPage + 1, size))
    expect(past.data).toEqual([])
    expect(past.pagination.total).toBe(expected.length)
    const none = await list('?search=no-such-variant-anywhere')
    expect(none.data).toEqual([])
    expect(none.pagination.total).toBe(0)
  })

  it('counts with a brand filter', async () => {
    const expected = kurtas().filter((row) => row.brandId === kesar.brandId)
    const page = await list(query(1, 2, `&brand_id=${kesar.brandId}`))
    expect(page.data.map((row) => row.id)).toEqual(expected.slice(0, 2).map((row) => row.id))
    expect(page.pagination.total).toBe(expected.length)
    const everyBrand = all.filter((row) => row.brandId === kesar.brandId).length
    expect((await list(`?brand_id=${kesar.brandId}&page_size=1`)).pagination.total).toBe(everyBrand)
    // Without a search: a full page counts, a short last page knows its total from its length.
    const lastPage = Math.ceil(everyBrand / 3)
    const last = await list(`?brand_id=${kesar.brandId}&page_size=3&page=${lastPage}&ordering=sku`)
    expect(last.data).toHaveLength(everyBrand - (lastPage - 1) * 3)
    expect(last.pagination.total).toBe(everyBrand)
  })

  it('stops when the client has gone: 499 and no page', async () => {
    const gone = new AbortController()
    gone.abort()
    const params = { page: 1, page_size: 20, status: 'active' } as const
    await expect(listVariants(t.db, demoOrgId, params, gone.signal)).rejects.toBeInstanceOf(ClientGone)
    const res = await t.app.request('/api/add_products/product_variants', { headers: { authorization: `Bearer ${catalogue}` }, signal: gone.signal })
    expect(res.status).toBe(499)
  })
})

describe('detail, status, create and update', () => {
  it("details by id; 404 for another organisation's", async () => {
    const res = await t.get(`/api/add_products/product_variants_details/${kesar.variantId}`, { token: catalogue })
    expect(v.parse(variantDetailResponse, res.body).data.id).toBe(kesar.variantId)
    expect((await t.get(`/api/add_products/product_variants_details/${lotus.variantId}`, { token: catalogue })).status).toBe(404)
  })

  it('variant_status switches status; 404 for another organisation', async () => {
    const off = await t.post('/api/add_products/variant_status', { id: kesar.variantId, status: 'inactive' }, { token: catalogue })
    expect(off.body).toMatchObject({ status: true, message: 'Product variant deactivated', data: { status: 'inactive' } })
    expect((await t.post('/api/add_products/variant_status', { id: lotus.variantId, status: 'inactive' }, { token: catalogue })).status).toBe(404)
  })

  it('creates the variant with stock rows in both locations', async () => {
    const res = await create({ sku: 'test-0001-m-red', initial_stock_hyd: 12, initial_stock_delhi: 3 })
    expect(res.status).toBe(201)
    const { message, data } = v.parse(variantDetailResponse, res.body)
    expect(message).toBe('Product variant created')
    expect(data).toMatchObject({ sku: 'TEST-0001-M-RED', stock_on_hand: 15, attributes: { size: 'M', colour: 'Red' } })
    const stock = await t.db.select({ location: inventory.location, onHand: inventory.on_hand }).from(inventory).where(eq(inventory.variant_id, data.id))
    expect(stock.sort((a, b) => a.location.localeCompare(b.location))).toEqual([
      { location: 'delhi', onHand: 3 },
      { location: 'hyd', onHand: 12 },
    ])
  })

  it('400 with field messages, 409 for a SKU already used, 400 for another organisation’s template', async () => {
    const bad = await create({ sku: 'bad sku', mrp_paise: 100_000, price_paise: 120_000, barcode: '12ab' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({
      sku: ['SKU must be 2 to 40 letters, digits or hyphens'],
      barcode: ['Barcode must be 8 to 14 digits'],
      price_paise: ['Price cannot be more than MRP'],
    })
    expect((await create({ sku: 'DUP-SKU-1' })).status).toBe(201)
    const dup = await create({ sku: 'dup-sku-1' })
    expect(dup.status).toBe(409)
    expect(dup.body).toEqual({
      status: false,
      message: 'A variant with this SKU already exists.',
      errors: { sku: ['A variant with this SKU already exists.'] },
    })
    const foreign = await create({ sku: 'FOREIGN-1', template_id: lotus.templateId })
    expect(foreign.body.errors).toEqual({ template_id: ['Please choose a product template'] })
  })

  it('updates with updated_at; 409 for stale or a taken SKU; 404 for another organisation', async () => {
    const created = v.parse(variantDetailResponse, (await create({ sku: 'UPD-SKU-1' })).body).data
    const update = (overrides: Record<string, unknown>) =>
      t.put(
        '/api/add_products/create_product_variant',
        { ...body({ sku: 'UPD-SKU-1' }), id: created.id, updated_at: created.updated_at, ...overrides },
        { token: catalogue },
      )
    const saved = await update({ price_paise: 99_900 })
    expect(saved.body).toMatchObject({ status: true, message: 'Product variant updated', data: { price_paise: 99_900 } })
    const stale = await update({ price_paise: 89_900 })
    expect(stale.status).toBe(409)
    expect(v.parse(variantStaleResponse, stale.body).current.price_paise).toBe(99_900)
    const current = v.parse(variantDetailResponse, saved.body).data
    const taken = await update({ sku: 'DUP-SKU-1', updated_at: current.updated_at })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ sku: ['A variant with this SKU already exists.'] })
    expect((await update({ id: lotus.variantId })).status).toBe(404)
  })
})
