import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importMessages } from '../../src/contract/import'
import { brands, productTemplates, productVariants } from '../../server/areas/catalogue/schema'
import { historyEntries, importParts } from '../../server/kit/schema'
import { demoOrgId, idsOf, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let owner: string
let brandName: string
let templateName: string

beforeAll(async () => {
  t = await makeTestContext()
  const kesar = await idsOf(t.db, demoOrgId)
  owner = await signInAs(t, 'owner')
  const [template] = await t.db
    .select({ name: productTemplates.name, brand: brands.name })
    .from(productTemplates)
    .innerJoin(brands, eq(brands.id, productTemplates.brand_id))
    .where(eq(productTemplates.id, kesar.templateId))
  brandName = template?.brand ?? ''
  templateName = template?.name ?? ''
})
afterAll(async () => {
  await t.close()
})

const path = '/api/import/product_variants'
const row = (sku: string) => ({ sku, name: `Part ${sku}`, brand: brandName, template: templateName, mrp: '999', price: '799' })
const part = (file: string, index: number, skus: string[]) =>
  t.post(path, { rows: skus.map(row), lines: skus.map((_, at) => index * 3 + at + 2), file, part: index }, { token: owner })
const commit = (file: string, parts: number, key = file) => t.post(`${path}/commit`, { file, parts }, { token: owner, headers: { 'Idempotency-Key': key } })
const variants = (prefix: string) =>
  t.db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.org_id, demoOrgId), like(productVariants.sku, `${prefix}%`)))
const kept = (file: string) => t.db.select().from(importParts).where(eq(importParts.file, file))

describe('a file imported in parts (POST /api/import/<importer> with file and part, then /commit)', () => {
  it('keeps each checked part without importing it, then imports every part in one commit, once per key', async () => {
    for (const [index, skus] of [['PRT-A1', 'PRT-A2', 'PRT-A3'], ['PRT-A4', 'PRT-A5', 'PRT-A6'], ['PRT-A7']].entries()) {
      const res = await part('file-a', index, skus)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ status: true, valid: skus.length, added: 0, errors: [] })
      expect(res.body.message).toBe(`Part ${index + 1} checked: ${skus.length} product variant${skus.length === 1 ? '' : 's'} ready to import.`)
    }
    expect(await variants('PRT-A')).toEqual([])
    expect(await kept('file-a')).toHaveLength(3)
    const done = await commit('file-a', 3)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: true, message: '7 product variants imported.', added: 7, imported_at: expect.any(String) })
    expect((await variants('PRT-A')).map((variant) => variant.sku).sort()).toEqual(['PRT-A1', 'PRT-A2', 'PRT-A3', 'PRT-A4', 'PRT-A5', 'PRT-A6', 'PRT-A7'])
    expect(await kept('file-a')).toEqual([])
    const trail = await t.db.select().from(historyEntries).where(eq(historyEntries.idempotency_key, 'file-a'))
    expect(trail).toHaveLength(7)
    expect(trail.every((entry) => entry.action === 'imported')).toBe(true)
    // The same file again: its parts are checked again, and the commit under the same key adds nothing.
    await part('file-a', 0, ['PRT-A1'])
    const again = await commit('file-a', 3)
    expect(again.body).toMatchObject({ added: 0, message: expect.stringMatching(/^This file was already imported on .+: nothing was added\.$/) })
    expect(await variants('PRT-A')).toHaveLength(7)
    expect((await t.get(`${path}/done/file-a`, { token: owner })).body.imported_at).toBe(done.body.imported_at)
  })

  it('imports nothing when one part cannot be written: a SKU in two parts refuses the whole file', async () => {
    await part('file-b', 0, ['PRT-B1', 'PRT-B2'])
    await part('file-b', 1, ['PRT-B3', 'PRT-B1'])
    const res = await commit('file-b', 2)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ status: false, added: 0, message: 'A variant with this SKU already exists. Nothing was imported; run the check again.' })
    expect(await variants('PRT-B')).toEqual([])
  })

  it('imports nothing when a part was never checked, or when a part has a bad row (which is not kept)', async () => {
    await part('file-c', 0, ['PRT-C1'])
    const bad = await t.post(path, { rows: [row('PRT-C2'), { ...row('PRT-C3'), price: 'lots' }], file: 'file-c', part: 1 }, { token: owner })
    expect(bad.status).toBe(400)
    expect(await kept('file-c')).toHaveLength(1)
    const res = await commit('file-c', 2)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message: importMessages.partMissing(2) })
    expect(await variants('PRT-C')).toEqual([])
    expect(await kept('file-c')).toHaveLength(1)
  })

  it.each([
    ['a file key with a slash', { rows: [row('PRT-D1')], file: 'a/b', part: 0 }, importMessages.badFile],
    ['a part past the last', { rows: [row('PRT-D1')], file: 'file-d', part: 10 }, importMessages.badPart],
    ['a part without its file', { rows: [row('PRT-D1')], part: 0 }, importMessages.badPart],
  ])('400 for %s', async (_name, body, message) => {
    const res = await t.post(path, body, { token: owner })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message })
  })

  it('asks for the catalogue area on the commit too (403 for support)', async () => {
    const support = await signInAs(t, 'support')
    expect((await t.post(`${path}/commit`, { file: 'file-e', parts: 1 }, { token: support })).status).toBe(403)
  })
})
