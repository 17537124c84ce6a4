import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands } from '../../server/areas/catalogue/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { historyEntries } from '../../server/kit/schema'
import { promoCodeImport } from '../../src/contract/import'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let lotus: OrgIds
let marketing: string
let brandName: string

beforeAll(async () => {
  t = await makeTestContext()
  const kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  marketing = await signInAs(t, 'marketing')
  brandName = (await t.db.select({ name: brands.name }).from(brands).where(eq(brands.id, kesar.brandId)))[0]!.name
})
afterAll(async () => {
  await t.close()
})

const path = '/api/import/promo_codes'
const row = (index: number, overrides: Record<string, string> = {}) => ({
  code: `IMPCODE${index}`,
  description: 'Imported',
  brand: brandName,
  discount_type: 'percent',
  discount_value: '10',
  max_discount: '500',
  min_order: '',
  usage_limit: '100',
  per_user_limit: '1',
  starts_at: '2026-10-20',
  ends_at: '2026-11-05',
  ...overrides,
})
const send = (body: unknown, options: { token?: string; key?: string } = {}) =>
  t.post(path, body, { token: options.token ?? marketing, headers: options.key ? { 'Idempotency-Key': options.key } : {} })
const stored = () =>
  t.db
    .select({ code: promoCodes.code, value: promoCodes.discount_value, starts: promoCodes.starts_at })
    .from(promoCodes)
    .where(and(eq(promoCodes.org_id, demoOrgId), like(promoCodes.code, 'IMPCODE%')))

describe('POST /api/import/promo_codes', () => {
  it('asks for the promo-codes area (403 for support)', async () => {
    const support = await signInAs(t, 'support')
    expect((await send({ rows: [row(1)], dry_run: true }, { token: support })).status).toBe(403)
  })

  it('gives each organisation a template whose example row names its own brand and passes a dry run as it is', async () => {
    const lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
    const template = await t.get(`${path}/template`, { token: lotusOwner })
    const [, example = ''] = template.text.split('\r\n')
    const cells = example.split(',')
    const fields = promoCodeImport.columns.map((column) => column.field)
    const lotusBrand = (await t.db.select({ name: brands.name }).from(brands).where(eq(brands.org_id, lotusOrgId)).orderBy(brands.name))[0]!.name
    expect(cells[fields.indexOf('brand')]).toBe(lotusBrand)
    const check = await send({ rows: [Object.fromEntries(fields.map((field, index) => [field, cells[index] ?? '']))], dry_run: true }, { token: lotusOwner })
    expect(check.body).toMatchObject({ valid: 1, errors: [] })
  })

  it("lists every bad row with the form's messages, another organisation's brand refused, and stores nothing", async () => {
    const rows = [
      row(1),
      row(2, { discount_value: '150' }),
      row(3, { brand: lotus.brandId }),
      row(4, { ends_at: '2026-10-01' }),
      row(5, { discount_type: 'flat', max_discount: '500' }),
      row(6, { description: '@SUM(A1)' }),
    ]
    const res = await send({ rows, dry_run: true })
    expect(res.body.valid).toBe(1)
    expect(res.body.errors).toEqual([
      { line: 3, column: 'Discount (% or INR)', message: 'A percent discount must be between 1 and 100' },
      { line: 4, column: 'Brand', message: `No brand "${lotus.brandId}" in your organisation.` },
      { line: 5, column: 'Ends', message: 'End date must be after the start date' },
      { line: 6, column: 'Maximum discount (INR)', message: 'Maximum discount applies only to percent discounts' },
      { line: 7, column: 'Description', message: 'Line 7, column Description: formulas are not allowed' },
    ])
    expect(await stored()).toEqual([])
  })

  it('imports every row with a history entry each, flat discounts in paise and dates as days in India; the same key adds nothing', async () => {
    const rows = [row(10), row(11, { discount_type: 'flat', discount_value: '150.50', max_discount: '' })]
    const first = await send({ rows }, { key: 'promo-file-1' })
    expect(first.body).toMatchObject({ status: true, message: '2 promo codes imported.', added: 2 })
    const codes = await stored()
    expect(codes.map((code) => [code.code, code.value]).sort()).toEqual([
      ['IMPCODE10', 10],
      ['IMPCODE11', 15050],
    ])
    expect(codes[0]!.starts.toISOString()).toBe('2026-10-19T18:30:00.000Z')
    const trail = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.action, 'imported'), eq(historyEntries.record_type, 'promo_code')))
    expect(trail.map((entry) => entry.record_label).sort()).toEqual(['IMPCODE10', 'IMPCODE11'])
    const again = await send({ rows }, { key: 'promo-file-1' })
    expect(again.body.added).toBe(0)
    expect(await stored()).toHaveLength(2)
  })
})
