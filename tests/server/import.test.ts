import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brands, inventory, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { verifyChain } from '../../server/kit/history-chain'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let kesar: OrgIds
let lotus: OrgIds
let owner: string
let brandName: string
let templateName: string

beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  owner = await signInAs(t, 'owner')
  const [template] = await t.db
    .select({ name: productTemplates.name, brand_id: productTemplates.brand_id })
    .from(productTemplates)
    .where(eq(productTemplates.id, kesar.templateId))
  brandName = (await t.db.select({ name: brands.name }).from(brands).where(eq(brands.id, template!.brand_id)))[0]!.name
  templateName = template!.name
})
afterAll(async () => {
  await t.close()
})

const path = '/api/import/product_variants'
const row = (index: number, overrides: Record<string, string> = {}) => ({
  sku: `IMP-${index}`,
  name: `Imported ${index}`,
  brand: brandName,
  template: templateName,
  size: 'M',
  colour: 'Black',
  mrp: '999',
  price: '799.50',
  barcode: '',
  status: 'active',
  initial_stock_hyd: '5',
  initial_stock_delhi: '',
  ...overrides,
})
const send = (body: unknown, options: { token?: string; key?: string } = {}) =>
  t.post(path, body, { token: options.token ?? owner, headers: options.key ? { 'Idempotency-Key': options.key } : {} })
const imported = async (prefix: string) =>
  t.db
    .select({ id: productVariants.id, price: productVariants.price_paise })
    .from(productVariants)
    .where(and(eq(productVariants.org_id, demoOrgId), like(productVariants.sku, `${prefix}%`)))

describe('POST /api/import/product_variants', () => {
  it('asks for a session (401) and the catalogue area (403 for support)', async () => {
    expect((await t.post(path, { rows: [row(1)], dry_run: true })).status).toBe(401)
    const support = await signInAs(t, 'support')
    expect((await send({ rows: [row(1)], dry_run: true }, { token: support })).status).toBe(403)
    expect((await t.get(`${path}/template`, { token: support })).status).toBe(403)
    const catalogue = await signInAs(t, 'catalogue')
    expect((await send({ rows: [row(1)], dry_run: true }, { token: catalogue })).status).toBe(200)
  })

  it('answers every bad row of a dry run with its line, column and the contract message, and stores nothing', async () => {
    const rows = [
      row(1),
      row(2, { mrp: '' }),
      row(3, { price: '1200' }),
      row(4, { name: '=HYPERLINK("x")' }),
      row(5, { brand: lotus.brandId }),
      row(6, { template: lotus.templateId }),
      row(1, { name: 'Same SKU' }),
      row(8, { sku: 'a' }),
    ]
    const res = await send({ rows, dry_run: true })
    expect(res.status).toBe(200)
    expect(res.body.valid).toBe(1)
    expect(res.body.errors).toEqual([
      { line: 3, column: 'MRP (INR)', message: 'Please enter the MRP' },
      { line: 4, column: 'Selling price (INR)', message: 'Price cannot be more than MRP' },
      { line: 5, column: 'Variant name', message: 'Line 5, column Variant name: formulas are not allowed' },
      { line: 6, column: 'Brand', message: `No brand "${lotus.brandId}" in your organisation.` },
      { line: 7, column: 'Product template', message: `No product template "${lotus.templateId}" of the brand ${brandName}.` },
      { line: 8, column: 'SKU', message: 'This SKU is also on line 2.' },
      { line: 9, column: 'SKU', message: 'SKU must be 2 to 40 letters, digits or hyphens' },
    ])
    expect(await imported('IMP-')).toEqual([])
  })

  it('refuses an import with any bad row, a file without required columns, bad text and too many rows, storing nothing', async () => {
    const bad = await send({ rows: [row(1), row(2, { mrp: 'abc' })] })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('1 row has errors: nothing was imported.')
    const { sku: _sku, ...noSku } = row(1)
    expect((await send({ rows: [noSku], dry_run: true })).body.message).toBe('The file has no SKU column.')
    expect((await send({ rows: [row(1, { name: 'Caf\uFFFD' })], dry_run: true })).body.message).toBe(
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.',
    )
    const many = await send({ rows: Array.from({ length: 5001 }, (_, index) => ({ sku: `X${index}` })), dry_run: true })
    expect(many.status).toBe(400)
    expect(many.body.message).toBe('At most 5,000 rows per request.')
    // A 100 MB file sent whole is refused by its size before it is read.
    const huge = await send({ rows: [row(1, { name: 'x'.repeat(5 * 1024 * 1024) })], dry_run: true })
    expect(huge.status).toBe(413)
    expect(huge.body.message).toBe('The request is too large (at most 5,000 rows or 4 MB).')
    expect(await imported('IMP-')).toEqual([])
  })

  it('imports every row in one go with its stock and an "imported" history entry each; the same key imports nothing twice', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => row(100 + index))
    const first = await send({ rows, lines: rows.map((_, index) => index + 2) }, { key: 'import-file-hash-1' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ status: true, message: '30 product variants imported.', added: 30 })
    const made = await imported('IMP-1')
    expect(made).toHaveLength(30)
    expect(made.every((variant) => variant.price === 79950)).toBe(true)
    const stock = await t.db.select().from(inventory).where(eq(inventory.variant_id, made[0]!.id))
    expect(stock.map((line) => [line.location, line.on_hand]).sort()).toEqual([
      ['delhi', 0],
      ['hyd', 5],
    ])
    const trail = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.action, 'imported')))
    expect(trail).toHaveLength(30)
    expect(trail.every((entry) => entry.idempotency_key === 'import-file-hash-1')).toBe(true)
    expect(trail.map((entry) => entry.record_label).sort()).toEqual(rows.map((line) => line.sku).sort())
    // The entries written in one go chain like those written one by one.
    expect((await verifyChain(t.db, demoOrgId)).broken).toBeNull()

    const again = await send({ rows, lines: rows.map((_, index) => index + 2) }, { key: 'import-file-hash-1' })
    expect(again.status).toBe(200)
    expect(again.body.added).toBe(0)
    expect(again.body.message).toMatch(/^This file was already imported on .+: nothing was added\.$/)
    expect(await imported('IMP-1')).toHaveLength(30)
    const done = await t.get(`${path}/done/import-file-hash-1`, { token: owner })
    expect(done.body.imported_at).toBe(first.body.imported_at)
    expect((await t.get(`${path}/done/another-file`, { token: owner })).body.imported_at).toBeNull()
    const retry = await send({ rows, dry_run: true })
    expect(retry.body.valid).toBe(0)
    expect((retry.body.errors as unknown[]).length).toBe(30)
  })

  it('answers the template: the contract labels and one example row', async () => {
    const res = await t.get(`${path}/template`, { token: owner })
    expect(res.status).toBe(200)
    expect(res.text.split('\r\n')[0]).toBe(
      'SKU,Variant name,Brand,Product template,Size,Colour,MRP (INR),Selling price (INR),Barcode,Status,"Opening stock, Hyderabad","Opening stock, Delhi"',
    )
  })
})
