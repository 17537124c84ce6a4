import * as v from 'valibot'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brandListResponse } from '../../src/contract/catalogue'
import { optionsResponse } from '../../src/contract/lists'
import { brands, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let marketing: string
let catalogue: string
let finance: string
let kesar: OrgIds
let lotus: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  ;[marketing, catalogue, finance] = [await signInAs(t, 'marketing'), await signInAs(t, 'catalogue'), await signInAs(t, 'finance')]
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
    const kesarBrands = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.org_id, demoOrgId))
    expect(res.pagination).toEqual({ page: 1, page_size: 100, total: kesarBrands.length })
    expect(res.data.map((row) => row.id).sort()).toEqual(kesarBrands.map((row) => row.id).sort())
    const row = res.data.find((brand) => brand.id === kesar.brandId)
    const templates = await t.db.select({ id: productTemplates.id }).from(productTemplates).where(eq(productTemplates.brand_id, kesar.brandId))
    const variants = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(productTemplates, eq(productTemplates.id, productVariants.template_id))
      .where(eq(productTemplates.brand_id, kesar.brandId))
    expect(row).toMatchObject({ template_count: templates.length, variant_count: variants.length })
  })

  it('searches, filters, sorts and pages', async () => {
    const found = v.parse(brandListResponse, (await brandsList('?search=HANDLOOM')).body)
    expect(found.data.map((row) => row.name)).toEqual(['Neel Handloom'])
    const inactive = v.parse(brandListResponse, (await brandsList('?is_active=false')).body)
    expect(inactive.data.map((row) => row.name).sort()).toEqual(['Chhota Nawab', 'Desi Denim', 'Gulmohar'])
    const ranked = v.parse(brandListResponse, (await brandsList('?ordering=-variant_count&page_size=100')).body).data.map((row) => row.variant_count)
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
    expect(lines[0]).toBe('Brand,Active,Templates,Variants,Created')
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
      .where(and(eq(brands.org_id, demoOrgId), eq(brands.is_active, true)))
    expect(res.data.map((option) => option.value).sort()).toEqual(active.map((row) => row.id).sort())
    expect(res.data.some((option) => option.value === lotus.brandId)).toBe(false)
    expectEveryRow(res.data, (option) => typeof option.label === 'string' && option.label.length > 0)
  })
})

describe('the dependent dropdowns', () => {
  it('get_product_templates: active templates of the chosen brand', async () => {
    const res = await t.get(`/api/promocode/get_product_templates?brand_id=${kesar.brandId}`, { token: marketing })
    const { data } = v.parse(optionsResponse, res.body)
    const expected = await t.db
      .select({ id: productTemplates.id })
      .from(productTemplates)
      .where(and(eq(productTemplates.brand_id, kesar.brandId), eq(productTemplates.status, 'active')))
    expect(data.map((option) => option.value).sort()).toEqual(expected.map((row) => row.id).sort())
  })

  it('get_product_variants: active variants of the chosen template, labelled with the SKU', async () => {
    const res = await t.get(`/api/promocode/get_product_variants?product_template_id=${kesar.templateId}`, { token: marketing })
    const { data } = v.parse(optionsResponse, res.body)
    const expected = await t.db
      .select({ id: productVariants.id, sku: productVariants.sku })
      .from(productVariants)
      .where(and(eq(productVariants.template_id, kesar.templateId), eq(productVariants.status, 'active')))
    expect(data.map((option) => option.value).sort()).toEqual(expected.map((row) => row.id).sort())
    for (const option of data) expect(option.label).toMatch(/\(KSR-\d{6}-[A-Z0-9]+-[A-Z]{3}\)$/)
  })

  it('400 without the parent id, nothing from another organisation, served to the catalogue forms too, 403 for a role without either', async () => {
    const missing = await t.get('/api/promocode/get_product_templates', { token: marketing })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toEqual({ brand_id: ['Required'] })
    const badId = await t.get('/api/promocode/get_product_variants?product_template_id=abc', { token: marketing })
    expect(badId.body.errors).toEqual({ product_template_id: ['Please choose a product template'] })
    const foreign = await t.get(`/api/promocode/get_product_templates?brand_id=${lotus.brandId}`, { token: marketing })
    expect(foreign.body.data).toEqual([])
    const foreignVariants = await t.get(`/api/promocode/get_product_variants?product_template_id=${lotus.templateId}`, { token: marketing })
    expect(foreignVariants.body.data).toEqual([])
    // The variant form and the variant list's filter pick templates from the same call.
    const forCatalogue = await t.get(`/api/promocode/get_product_templates?brand_id=${kesar.brandId}`, { token: catalogue })
    expect(forCatalogue.status).toBe(200)
    expect((forCatalogue.body.data as unknown[]).length).toBeGreaterThan(0)
    expect((await t.get(`/api/promocode/get_product_templates?brand_id=${kesar.brandId}`, { token: finance })).status).toBe(403)
    expect((await t.get(`/api/promocode/get_product_variants?product_template_id=${kesar.templateId}`, { token: finance })).status).toBe(403)
  })
})
