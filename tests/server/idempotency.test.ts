import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/kit/schema'
import { productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { demoOrgId, formData, idsOf, imageFile, lotusOrgId, pngBytes, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { ApiResult, TestContext } from './helpers'

const differentRequest = 'This Idempotency-Key was used for a different request.'
const stillProcessing = 'This request is still being processed. Please try again in a moment.'

let t: TestContext
let kesar: OrgIds
let lotus: OrgIds
let owner: string
let lotusOwner: string
beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  owner = await signInAs(t, 'owner')
  lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
})
afterAll(async () => {
  await t.close()
})

let calls = 0
const unique = () => `${Date.now().toString(36)}${(calls += 1)}`.toUpperCase()
const newKey = () => `idem-${unique()}`
const keyed = (key: string) => ({ 'Idempotency-Key': key })

const variantPath = '/api/add_products/create_product_variant'
const variantBody = (sku: string, overrides: Record<string, unknown> = {}) => ({
  template_id: kesar.templateId,
  sku,
  name: `Idempotent variant ${sku}`,
  mrp_paise: 149_900,
  price_paise: 129_900,
  initial_stock_hyd: 3,
  initial_stock_delhi: 4,
  ...overrides,
})
const createVariant = (body: object, key: string, token = owner) => t.post(variantPath, body, { token, headers: keyed(key) })

const variantsWithSku = async (sku: string) => (await t.db.select({ value: count() }).from(productVariants).where(eq(productVariants.sku, sku)))[0]?.value ?? 0
const keyRows = async (orgId: string, key: string) =>
  t.db
    .select({ status: idempotencyKeys.status, fingerprint: idempotencyKeys.fingerprint })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.orgId, orgId), eq(idempotencyKeys.key, key)))

const expectReplayOf = (retry: ApiResult, first: ApiResult) => {
  expect(retry.status).toBe(first.status)
  expect(retry.body).toEqual(first.body)
  expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
}

describe('a retried create with the same Idempotency-Key and body', () => {
  it('gets the first answer back and makes one record', async () => {
    const key = newKey()
    const sku = `IDEM-${unique()}`
    const first = await createVariant(variantBody(sku), key)
    expect(first.status).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    // The same values in another key order are the same request.
    const { name, ...rest } = variantBody(sku)
    const retry = await createVariant({ ...rest, name }, key)
    expectReplayOf(retry, first)
    expect(await variantsWithSku(sku)).toBe(1)
    expect(await keyRows(demoOrgId, key)).toEqual([{ status: 201, fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/) }])
  })

  it('replays a multipart create sent again (a new boundary) and refuses one whose image bytes differ', async () => {
    const key = newKey()
    const fields = { brand_id: kesar.brandId, category_id: kesar.categoryId, name: `Idempotent kurta ${unique()}`, hsn_code: '6211', gst_rate: 5 }
    const form = (byte: number) => {
      const bytes = pngBytes(512)
      bytes[100] = byte
      return formData(fields, [imageFile(bytes, 'front.png', 'image/png')])
    }
    const send = (body: FormData) => t.form('POST', '/api/add_products/create_product_template', body, { token: owner, headers: keyed(key) })
    const templates = async () => (await t.db.select({ value: count() }).from(productTemplates).where(eq(productTemplates.name, fields.name)))[0]?.value
    const first = await send(form(1))
    expect(first.status).toBe(201)
    expectReplayOf(await send(form(1)), first)
    const otherImage = await send(form(2))
    expect(otherImage.status).toBe(422)
    expect(otherImage.body).toMatchObject({ status: false, message: differentRequest })
    expect(await templates()).toBe(1)
  })

  it('answers two requests at once with one record: the second gets the first one’s answer', async () => {
    const key = newKey()
    const sku = `IDEM-${unique()}`
    const [a, b] = await Promise.all([createVariant(variantBody(sku), key), createVariant(variantBody(sku), key)])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body).toEqual(b.body)
    expect([a, b].filter((res) => res.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1)
    expect(await variantsWithSku(sku)).toBe(1)
  })
})

describe('the same Idempotency-Key with another request', () => {
  it('answers 422 and stores nothing; the first request still replays', async () => {
    const key = newKey()
    const sku = `IDEM-${unique()}`
    const first = await createVariant(variantBody(sku), key)
    expect(first.status).toBe(201)
    const editedSku = `IDEM-${unique()}`
    const edited = await createVariant(variantBody(editedSku), key)
    expect(edited.status).toBe(422)
    expect(edited.body).toEqual({ status: false, message: differentRequest, errors: { 'Idempotency-Key': [differentRequest] } })
    expect(await variantsWithSku(editedSku)).toBe(0)
    const otherPath = await t.post('/api/promocode/create', promoBody(kesar.brandId, { code: `I${unique()}` }), { token: owner, headers: keyed(key) })
    expect(otherPath.status).toBe(422)
    expectReplayOf(await createVariant(variantBody(sku), key), first)
    expect(await variantsWithSku(sku)).toBe(1)
  })

  it('is free again after a refusal: a create refused inside its transaction keeps no key', async () => {
    const key = newKey()
    const sku = `IDEM-${unique()}`
    expect((await createVariant(variantBody(sku), newKey())).status).toBe(201)
    // The SKU is taken: the unique violation rolls back the claim with the row.
    const taken = await createVariant(variantBody(sku, { name: 'Second' }), key)
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual({ sku: ['A variant with this SKU already exists.'] })
    expect(await keyRows(demoOrgId, key)).toEqual([])
    const corrected = await createVariant(variantBody(`${sku}-B`, { name: 'Second' }), key)
    expect(corrected.status).toBe(201)
  })
})

describe('a create that dies between claiming the key and keeping the answer', () => {
  it('leaves no key behind: the retry creates the record instead of answering 409', async () => {
    // The stock rows are written after the claim and the variant row, in the same transaction: make that step fail.
    await t.db.execute(sql`create or replace function idem_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'injected failure after the claim'; end $$`)
    await t.db.execute(sql`create trigger idem_test_fail before insert on inventory for each row execute function idem_test_fail()`)
    const key = newKey()
    const sku = `IDEM-${unique()}`
    try {
      const died = await createVariant(variantBody(sku), key)
      expect(died.status).toBe(500)
    } finally {
      await t.db.execute(sql`drop trigger idem_test_fail on inventory`)
      await t.db.execute(sql`drop function idem_test_fail()`)
    }
    expect(await keyRows(demoOrgId, key)).toEqual([])
    expect(await variantsWithSku(sku)).toBe(0)
    const retry = await createVariant(variantBody(sku), key)
    expect(retry.status).toBe(201)
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await variantsWithSku(sku)).toBe(1)
    expectReplayOf(await createVariant(variantBody(sku), key), retry)
  })

  it('does not block for longer than a request lives on a claim an older version committed before its work', async () => {
    const claim = (key: string, secondsAgo: number) =>
      t.db.insert(idempotencyKeys).values({
        orgId: demoOrgId,
        key,
        method: 'POST',
        path: variantPath,
        status: 0,
        body: null,
        createdAt: new Date(Date.now() - secondsAgo * 1000),
      })
    const fresh = newKey()
    await claim(fresh, 1)
    const busy = await createVariant(variantBody(`IDEM-${unique()}`), fresh)
    expect(busy.status).toBe(409)
    expect(busy.body).toEqual({ status: false, message: stillProcessing })
    const dead = newKey()
    await claim(dead, 120)
    const sku = `IDEM-${unique()}`
    expect((await createVariant(variantBody(sku), dead)).status).toBe(201)
    expect(await variantsWithSku(sku)).toBe(1)
  })
})

describe('organisations', () => {
  it('using the same key do not see each other’s answers', async () => {
    const key = newKey()
    const code = (prefix: string) => `${prefix}${unique()}`.slice(0, 20)
    const kesarBody = promoBody(kesar.brandId, { code: code('K') })
    const lotusBody = promoBody(lotus.brandId, { code: code('L') })
    const send = (body: object, token: string) => t.post('/api/promocode/create', body, { token, headers: keyed(key) })
    const kesarFirst = await send(kesarBody, owner)
    const lotusFirst = await send(lotusBody, lotusOwner)
    expect([kesarFirst.status, lotusFirst.status]).toEqual([201, 201])
    expect(lotusFirst.headers.get('Idempotent-Replayed')).toBeNull()
    expect(lotusFirst.body).toMatchObject({ data: { code: lotusBody.code, brand_id: lotus.brandId } })
    expectReplayOf(await send(kesarBody, owner), kesarFirst)
    expectReplayOf(await send(lotusBody, lotusOwner), lotusFirst)
    // Another organisation sending this organisation's very body with its key is its own request, not a replay.
    const crossed = await send(kesarBody, lotusOwner)
    expect(crossed.status).toBe(422)
    const codes = await t.db
      .select({ org: promoCodes.org_id })
      .from(promoCodes)
      .where(sql`${promoCodes.code} in (${kesarBody.code}, ${lotusBody.code})`)
    expect(codes.map((row) => row.org).sort()).toEqual([demoOrgId, lotusOrgId].sort())
  })
})
