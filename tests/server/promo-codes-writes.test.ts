import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promoCodeDetailResponse, promoCodeStaleResponse } from '../../src/contract/promo-codes'
import { productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, lotusOrgId, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let marketing: string
let kesar: OrgIds
let lotus: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  marketing = await signInAs(t, 'marketing')
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
})
afterAll(async () => {
  await t.close()
})

const create = (body: unknown, headers?: Record<string, string>) => t.post('/api/promocode/create', body, { token: marketing, headers })
const update = (id: string, body: unknown) => t.put(`/api/promocode/update_promocode/${id}`, body, { token: marketing })
const rowsWithCode = async (code: string) =>
  (
    await t.db
      .select({ value: count() })
      .from(promoCodes)
      .where(and(eq(promoCodes.org_id, demoOrgId), eq(promoCodes.code, code)))
  )[0]?.value

describe('POST /api/promocode/create', () => {
  it('creates a code linked to a brand, template and variant; the code is stored upper-case', async () => {
    const body = promoBody(kesar.brandId, {
      code: 'launch2026',
      product_template_id: kesar.templateId,
      product_variant_id: kesar.variantId,
    })
    const res = await create(body)
    expect(res.status).toBe(201)
    const { message, data } = v.parse(promoCodeDetailResponse, res.body)
    expect(message).toBe('Promo code created')
    expect(data).toMatchObject({ code: 'LAUNCH2026', discount_type: 'percent', discount_value: 10, used_count: 0, is_active: true })
    const [template] = await t.db.select({ name: productTemplates.name }).from(productTemplates).where(eq(productTemplates.id, kesar.templateId))
    const [variant] = await t.db.select({ name: productVariants.name }).from(productVariants).where(eq(productVariants.id, kesar.variantId))
    expect(data.product_template_name).toBe(template?.name)
    expect(data.product_variant_name).toBe(variant?.name)
    expect(await rowsWithCode('LAUNCH2026')).toBe(1)
  })

  it('400 with every field error, repeated in `error`', async () => {
    const res = await create({})
    expect(res.status).toBe(400)
    const errors = res.body.errors as Record<string, string[]>
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['code', 'discount_type', 'discount_value', 'starts_at', 'ends_at', 'brand_id']))
    expect(res.body.error).toBe(res.body.message)
  })

  it('checks the rules across fields', async () => {
    const res = await create(
      promoBody(kesar.brandId, {
        code: 'no',
        discount_value: 150,
        starts_at: '2026-05-10T00:00:00.000Z',
        ends_at: '2026-05-01T00:00:00.000Z',
        usage_limit: 1,
        per_user_limit: 3,
        product_variant_id: kesar.variantId,
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      code: ['Code must be 4 to 20 letters or digits, with no spaces'],
      discount_value: ['A percent discount must be between 1 and 100'],
      ends_at: ['End date must be after the start date'],
      per_user_limit: ['Per-customer limit cannot be more than the usage limit'],
      product_template_id: ['Please choose the product template of this variant'],
    })
    const flat = await create(promoBody(kesar.brandId, { code: 'FLATCAP1', discount_type: 'flat', discount_value: 10_000 }))
    expect(flat.body.errors).toEqual({ max_discount_paise: ['Maximum discount applies only to percent discounts'] })
  })

  it("400 for another organisation's brand or a template of another brand", async () => {
    const foreign = await create(promoBody(lotus.brandId, { code: 'FOREIGN1' }))
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors).toEqual({ brand_id: ['Please choose a brand'] })
    const mismatched = await create(promoBody(kesar.brandId, { code: 'FOREIGN2', product_template_id: lotus.templateId }))
    expect(mismatched.body.errors).toEqual({ product_template_id: ['This product template is not one of the chosen brand'] })
    expect(await rowsWithCode('FOREIGN1')).toBe(0)
  })

  it('409 with `error` for a code the organisation already has', async () => {
    expect((await create(promoBody(kesar.brandId, { code: 'DUPE2026' }))).status).toBe(201)
    const again = await create(promoBody(kesar.brandId, { code: 'dupe2026' }))
    const message = 'A promo code with this code already exists.'
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ status: false, error: message, message, errors: { code: [message] } })
    expect(await rowsWithCode('DUPE2026')).toBe(1)
  })

  it('a refused create frees its key; an over-long key is refused', async () => {
    const headers = { 'Idempotency-Key': 'promo-retry-2' }
    expect((await create(promoBody(kesar.brandId, { code: 'x' }), headers)).status).toBe(400)
    expect((await create(promoBody(kesar.brandId, { code: 'FIXED2026' }), headers)).status).toBe(201)
    const long = await create(promoBody(kesar.brandId, { code: 'LONGKEY1' }), { 'Idempotency-Key': 'k'.repeat(101) })
    expect(long.status).toBe(400)
    expect(await rowsWithCode('LONGKEY1')).toBe(0)
  })
})

describe('PUT /api/promocode/update_promocode/{id}', () => {
  const fresh = async (code: string) => v.parse(promoCodeDetailResponse, (await create(promoBody(kesar.brandId, { code }))).body).data

  it('saves over the version it was loaded from', async () => {
    const loaded = await fresh('UPDATE01')
    const res = await update(loaded.promo_code_id, {
      ...promoBody(kesar.brandId, { code: 'UPDATE01', discount_value: 25 }),
      updated_at: loaded.updated_at,
    })
    expect(res.status).toBe(200)
    const { message, data } = v.parse(promoCodeDetailResponse, res.body)
    expect(message).toBe('Promo code updated')
    expect(data.discount_value).toBe(25)
    expect(Date.parse(data.updated_at)).toBeGreaterThan(Date.parse(loaded.updated_at))
  })

  it('409 with the current record for a stale updated_at', async () => {
    const loaded = await fresh('STALE001')
    const body = { ...promoBody(kesar.brandId, { code: 'STALE001' }), updated_at: loaded.updated_at }
    const saved = await update(loaded.promo_code_id, { ...body, description: 'first save' })
    expect(saved.status).toBe(200)
    const stale = await update(loaded.promo_code_id, { ...body, description: 'second save' })
    expect(stale.status).toBe(409)
    const parsed = v.parse(promoCodeStaleResponse, stale.body)
    expect(parsed.message).toBe('This record was changed by someone else. Reload it to see the latest version.')
    expect(parsed.current).toMatchObject({ promo_code_id: loaded.promo_code_id, description: 'first save' })
    expect(parsed.current.updated_at).toBe(v.parse(promoCodeDetailResponse, saved.body).data.updated_at)
  })

  it("409 for a code taken by another, 404 for another organisation's id, 400 without updated_at", async () => {
    const loaded = await fresh('RENAME01')
    await fresh('TAKEN001')
    const taken = await update(loaded.promo_code_id, { ...promoBody(kesar.brandId, { code: 'TAKEN001' }), updated_at: loaded.updated_at })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('A promo code with this code already exists.')
    const foreign = await update(lotus.promoCodeId, { ...promoBody(kesar.brandId, { code: 'RENAME01' }), updated_at: loaded.updated_at })
    expect(foreign.status).toBe(404)
    expect(foreign.body.error).toBe('Promo code not found.')
    const unversioned = await update(loaded.promo_code_id, promoBody(kesar.brandId, { code: 'RENAME01' }))
    expect(unversioned.status).toBe(400)
    expect(Object.keys(unversioned.body.errors as object)).toEqual(['updated_at'])
  })
})
