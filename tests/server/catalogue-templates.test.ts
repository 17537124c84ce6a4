import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoriesResponse, templateDetailResponse, templateListResponse, templateStaleResponse } from '../../src/contract/catalogue'
import { categories, productTemplates } from '../../server/areas/catalogue/schema'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, formData, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
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

const list = async (query: string) => v.parse(templateListResponse, (await t.get(`/api/add_products/product_templates${query}`, { token: catalogue })).body)
const fields = (overrides: Record<string, string> = {}) => ({
  brand_id: kesar.brandId,
  category_id: kesar.categoryId,
  name: 'Ajrakh Cotton Kurta',
  description: 'Hand block printed in Kutch.',
  hsn_code: '6211',
  gst_rate: '5',
  ...overrides,
})
const save = (method: 'POST' | 'PUT', body: Record<string, string>, headers?: Record<string, string>) =>
  t.form(method, '/api/add_products/create_product_template', formData(body), { token: catalogue, headers })
const named = async (name: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(productTemplates)
      .where(and(eq(productTemplates.org_id, demoOrgId), eq(productTemplates.name, name)))
  )[0]?.value

describe('GET /api/add_products/product_templates', () => {
  it('pages, filters, searches and sorts', async () => {
    const all = await list('?page_size=100')
    const total = (await t.db.select({ value: count() }).from(productTemplates).where(eq(productTemplates.org_id, demoOrgId)))[0]?.value
    expect(all.pagination.total).toBe(total)
    expectEveryRow(all.data, (row) => Array.isArray(row.images) && row.brand_name && row.category_name)
    const inactive = await list('?status=inactive&page_size=100')
    expectEveryRow(inactive.data, (row) => row.status === 'inactive')
    const ofBrand = await list(`?brand_id=${kesar.brandId}`)
    expect(ofBrand.data.length).toBeGreaterThan(0)
    expectEveryRow(ofBrand.data, (row) => row.brand_id === kesar.brandId)
    const ofCategory = await list(`?category_id=${kesar.categoryId}`)
    expectEveryRow(ofCategory.data, (row) => row.category_id === kesar.categoryId)
    const word = (all.data[0]?.name.split(' ').at(-1) ?? '').toLowerCase()
    const found = await list(`?search=${encodeURIComponent(word)}&page_size=100`)
    expect(found.data.length).toBeGreaterThan(0)
    expectEveryRow(found.data, (row) => `${row.name} ${row.hsn_code} ${row.brand_name}`.toLowerCase().includes(word))
    const counts = (await list('?ordering=-variant_count&page_size=100')).data.map((row) => row.variant_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    const newest = (await list('?page_size=5')).data.map((row) => Date.parse(row.created_at))
    expect(newest).toEqual([...newest].sort((a, b) => b - a))
  })

  it('400 for an unknown ordering, CSV of the filter', async () => {
    expect((await t.get('/api/add_products/product_templates?ordering=-hsn', { token: catalogue })).status).toBe(400)
    const csv = await t.get(`/api/add_products/product_templates?format=csv&brand_id=${kesar.brandId}`, { token: catalogue })
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('Product name,Brand,Category,HSN code,GST rate (%),Status,Variants,Photos,Created,Updated')
    expect(lines.length - 1).toBe((await list(`?brand_id=${kesar.brandId}`)).pagination.total)
  })
})

describe('detail, categories and status', () => {
  it("details by id, 404 for another organisation's", async () => {
    const res = await t.get(`/api/add_products/product_templates_details/${kesar.templateId}`, { token: catalogue })
    expect(v.parse(templateDetailResponse, res.body).data.id).toBe(kesar.templateId)
    const foreign = await t.get(`/api/add_products/product_templates_details/${lotus.templateId}`, { token: catalogue })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ status: false, message: 'Product template not found.' })
  })

  it('get_categories lists the organisation’s categories with parents', async () => {
    const { data } = v.parse(categoriesResponse, (await t.get('api/add_products/get_categories', { token: catalogue })).body)
    const own = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.org_id, demoOrgId))
    expect(data.map((row) => row.id).sort()).toEqual(own.map((row) => row.id).sort())
    expect(data.find((row) => row.name === 'Sarees')).toMatchObject({ parent_name: "Women's Wear" })
  })

  it('template_status switches status; 404 and 400 otherwise', async () => {
    const off = await t.post('/api/add_products/template_status', { id: kesar.templateId, status: 'inactive' }, { token: catalogue })
    expect(off.body).toMatchObject({ status: true, message: 'Product template deactivated', data: { status: 'inactive' } })
    const on = await t.post('/api/add_products/template_status', { id: kesar.templateId, status: 'active' }, { token: catalogue })
    expect(on.body).toMatchObject({ message: 'Product template activated', data: { status: 'active' } })
    expect((await t.post('/api/add_products/template_status', { id: lotus.templateId, status: 'inactive' }, { token: catalogue })).status).toBe(404)
    const bad = await t.post('/api/add_products/template_status', { id: kesar.templateId, status: 'archived' }, { token: catalogue })
    expect(bad.body).toMatchObject({ status: false, errors: { status: ['Please choose a status'] } })
  })
})

describe('POST and PUT /api/add_products/create_product_template', () => {
  it('creates from multipart form data', async () => {
    const res = await save('POST', fields())
    expect(res.status).toBe(201)
    const { message, data } = v.parse(templateDetailResponse, res.body)
    expect(message).toBe('Product template created')
    expect(data).toMatchObject({
      name: 'Ajrakh Cotton Kurta',
      gst_rate: 5,
      hsn_code: '6211',
      status: 'active',
      images: [],
      variant_count: 0,
    })
  })

  it('400 with clear messages; another organisation’s brand is refused', async () => {
    const res = await save('POST', fields({ name: ' ', hsn_code: '12', gst_rate: '7', category_id: '' }))
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      category_id: ['Please choose a category'],
      name: ['Please enter a product name'],
      hsn_code: ['HSN code must be 4 to 8 digits'],
      gst_rate: ['Please choose a GST rate'],
    })
    const foreign = await save('POST', fields({ brand_id: lotus.brandId, name: 'Foreign brand kurta' }))
    expect(foreign.body).toMatchObject({ status: false, errors: { brand_id: ['Please choose a brand'] } })
    expect(await named('Foreign brand kurta')).toBe(0)
  })

  it('updates with the loaded updated_at; a stale one gets 409 with the current record', async () => {
    const created = v.parse(templateDetailResponse, (await save('POST', fields({ name: 'Versioned Kurta' }))).body).data
    const base = { ...fields({ name: 'Versioned Kurta v2' }), id: created.id, updated_at: created.updated_at }
    const updated = await save('PUT', base)
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ message: 'Product template updated', data: { name: 'Versioned Kurta v2' } })
    const stale = await save('PUT', { ...base, name: 'Versioned Kurta v3' })
    expect(stale.status).toBe(409)
    expect(v.parse(templateStaleResponse, stale.body).current.name).toBe('Versioned Kurta v2')
    const foreign = await save('PUT', { ...base, id: lotus.templateId })
    expect(foreign.status).toBe(404)
  })
})
