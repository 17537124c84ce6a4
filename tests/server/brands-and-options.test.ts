import * as v from 'valibot'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandListResponse } from '../../src/contract/catalogue'
import { optionsResponse } from '../../src/contract/lists'
import { brands, productTemplates, productVariants } from '../../server/db/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let marketing: string
let catalogue: string
let kesar: OrgIds
let lotus: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  ;[marketing, catalogue] = [await signInAs(t, 'marketing'), await signInAs(t, 'catalogue')]
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
})
afterAll(async () => {
  await t.close()
})

const brandsList = (query: string, token = catalogue) => t.get(`/api/promocode/get_erp_brands${query}`, { token })

describe('GET /api/promocode/get_erp_brands (the /brands-list screen)', () => {
  it('lists brands with their template and variant counts', async () => {
    const res = v.parse(brandListResponse, (await brandsList('?page_size=100')).body)
    const kesarBrands = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.orgId, demoOrgId))
    expect(res.pagination).toEqual({ page: 1, page_size: 100, total: kesarBrands.length })
    expect(res.data.map((row) => row.id).sort()).toEqual(kesarBrands.map((row) => row.id).sort())
    const row = res.data.find((brand) => brand.id === kesar.brandId)
    const templates = await t.db
      .select({ id: productTemplates.id })
      .from(productTemplates)
      .where(eq(productTemplates.brandId, kesar.brandId))
    const variants = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.templateId))
      .where(eq(productTemplates.brandId, kesar.brandId))
    expect(row).toMatchObject({ template_count: templates.length, variant_count: variants.length })
  })

  it('searches, filters, sorts and pages', async () => {
    const found = v.parse(brandListResponse, (await brandsList('?search=HANDLOOM')).body)
    expect(found.data.map((row) => row.name)).toEqual(['Neel Handloom'])
    const inactive = v.parse(brandListResponse, (await brandsList('?is_active=false')).body)
    expect(inactive.data.map((row) => row.name).sort()).toEqual(['Chhota Nawab', 'Desi Denim', 'Gulmohar'])
    const ranked = v
      .parse(brandListResponse, (await brandsList('?ordering=-variant_count&page_size=100')).body)
      .data.map((row) => row.variant_count)
    expect(ranked).toEqual([...ranked].sort((a, b) => b - a))
    const page2 = v.parse(brandListResponse, (await brandsList('?page=2&page_size=10')).body)
    expect(page2.data).toHaveLength(10)
    expect(page2.pagination.page).toBe(2)
    expect((await brandsList('?ordering=logo_url')).status).toBe(400)
  })

  it('exports CSV of the filter', async () => {
    const res = await brandsList('?is_active=false&format=csv')
    expect(res.headers.get('content-disposition')).toMatch(/filename="brands-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe('Brand,Active,Templates,Variants,Created at')
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual(['Chhota Nawab', 'Desi Denim', 'Gulmohar'])
  })

  it('options=1 gives the dropdown of active brands of the caller’s organisation', async () => {
    const res = v.parse(optionsResponse, (await brandsList('?options=1', marketing)).body)
    const active = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.orgId, demoOrgId), eq(brands.isActive, true)))
    expect(res.data.map((option) => option.value).sort()).toEqual(active.map((row) => row.id).sort())
    expect(res.data.some((option) => option.value === lotus.brandId)).toBe(false)
    expect(res.data.every((option) => typeof option.label === 'string' && option.label.length > 0)).toBe(true)
  })

  it('opens to /brands-list or /promo-codes, 403 otherwise', async () => {
    expect((await brandsList('', marketing)).status).toBe(200)
    expect((await brandsList('', catalogue)).status).toBe(200)
    expect((await brandsList('', await signInAs(t, 'finance'))).status).toBe(403)
  })
})

describe('the dependent dropdowns', () => {
  it('get_product_templates: active templates of the chosen brand', async () => {
    const res = await t.get(`/api/promocode/get_product_templates?brand_id=${kesar.brandId}`, { token: marketing })
    const { data } = v.parse(optionsResponse, res.body)
    const expected = await t.db
      .select({ id: productTemplates.id })
      .from(productTemplates)
      .where(and(eq(productTemplates.brandId, kesar.brandId), eq(productTemplates.status, 'active')))
    expect(data.map((option) => option.value).sort()).toEqual(expected.map((row) => row.id).sort())
  })

  it('get_product_variants: active variants of the chosen template, labelled with the SKU', async () => {
    const res = await t.get(`/api/promocode/get_product_variants?product_template_id=${kesar.templateId}`, { token: marketing })
    const { data } = v.parse(optionsResponse, res.body)
    const expected = await t.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.templateId, kesar.templateId), eq(productVariants.status, 'active')))
    expect(data.map((option) => option.value).sort()).toEqual(expected.map((row) => row.id).sort())
    for (const option of data) expect(option.label).toMatch(/\(KSR-\d{6}-[A-Z0-9]+-[A-Z]{3}\)$/)
  })

  it('400 without the parent id, nothing from another organisation, 403 without /promo-codes', async () => {
    const missing = await t.get('/api/promocode/get_product_templates', { token: marketing })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ brand_id: ['Required'] })
    const badId = await t.get('/api/promocode/get_product_variants?product_template_id=abc', { token: marketing })
    expect(badId.body.errors).toEqual({ product_template_id: ['Please choose a product template'] })
    const foreign = await t.get(`/api/promocode/get_product_templates?brand_id=${lotus.brandId}`, { token: marketing })
    expect(foreign.body.data).toEqual([])
    const foreignVariants = await t.get(`/api/promocode/get_product_variants?product_template_id=${lotus.templateId}`, { token: marketing })
    expect(foreignVariants.body.data).toEqual([])
    expect((await t.get(`/api/promocode/get_product_templates?brand_id=${kesar.brandId}`, { token: catalogue })).status).toBe(403)
    expect((await t.get(`/api/promocode/get_product_variants?product_template_id=${kesar.templateId}`, { token: catalogue })).status).toBe(
      403,
    )
  })
})
