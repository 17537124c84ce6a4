import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promoCodeDetailResponse, promoCodeListResponse } from '../../src/contract/promo-codes'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, lotusOrgId, signInAs } from './catalogue-fixtures'
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

const list = (query: string, token = marketing) => t.get(`/api/promocode/get_promo_codes${query}`, { token })
const countWhere = async (where: ReturnType<typeof and>) => (await t.db.select({ value: count() }).from(promoCodes).where(where))[0]?.value

describe('GET /api/promocode/get_promo_codes', () => {
  it('pages the organisation’s codes with a total', async () => {
    const first = v.parse(promoCodeListResponse, (await list('?page_size=5')).body)
    const second = v.parse(promoCodeListResponse, (await list('?page_size=5&page=2')).body)
    expect(first.status).toBe(true)
    expect(first.pagination).toEqual({ page: 1, page_size: 5, total: await countWhere(eq(promoCodes.org_id, demoOrgId)) })
    expect(first.data).toHaveLength(5)
    const ids = new Set(first.data.map((row) => row.promo_code_id))
    expect(second.data.some((row) => ids.has(row.promo_code_id))).toBe(false)
    const defaults = v.parse(promoCodeListResponse, (await list('')).body)
    expect(defaults.pagination.page_size).toBe(20)
  })

  it('sorts, searches and filters', async () => {
    const byCode = v.parse(promoCodeListResponse, (await list('?ordering=code&page_size=100')).body).data.map((row) => row.code)
    expect(byCode).toEqual([...byCode].sort())
    const used = v.parse(promoCodeListResponse, (await list('?ordering=-used_count')).body).data.map((row) => row.used_count)
    expect(used).toEqual([...used].sort((a, b) => b - a))

    const needle = (byCode[0] ?? '').slice(0, 4).toLowerCase()
    const found = v.parse(promoCodeListResponse, (await list(`?search=${needle}&page_size=100`)).body)
    expect(found.data.length).toBeGreaterThan(0)
    for (const row of found.data) expect(`${row.code} ${row.description}`.toLowerCase()).toContain(needle)

    const inactive = v.parse(promoCodeListResponse, (await list('?is_active=false&page_size=100')).body)
    expect(inactive.pagination.total).toBe(await countWhere(and(eq(promoCodes.org_id, demoOrgId), eq(promoCodes.is_active, false))))
    expectEveryRow(inactive.data, (row) => !row.is_active)

    const ofBrand = v.parse(promoCodeListResponse, (await list(`?brand_id=${kesar.brandId}&page_size=100`)).body)
    expectEveryRow(ofBrand.data, (row) => row.brand_id === kesar.brandId)
  })

  it('active_on keeps codes whose window overlaps that day', async () => {
    const day = new Date().toISOString().slice(0, 10)
    const res = v.parse(promoCodeListResponse, (await list(`?active_on=${day}&page_size=100`)).body)
    expect(res.data.length).toBeGreaterThan(0)
    const start = Date.parse(`${day}T00:00:00+05:30`)
    for (const row of res.data) {
      expect(Date.parse(row.starts_at)).toBeLessThan(start + 86_400_000)
      expect(Date.parse(row.ends_at)).toBeGreaterThan(start)
    }
    const all = v.parse(promoCodeListResponse, (await list('?page_size=100')).body)
    expect(res.pagination.total).toBeLessThan(all.pagination.total)
  })

  it('400 for an unknown ordering or a page size over 100', async () => {
    const bad = await list('?ordering=password')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ status: false, message: 'Invalid input', errors: { ordering: ['Invalid input'] } })
    expect((await list('?page_size=101')).status).toBe(400)
    expect((await list('?active_on=yesterday')).status).toBe(400)
  })

  it('exports every matching row as CSV', async () => {
    const res = await list('?is_active=false&format=csv&page_size=1')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="promo-codes-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe(
      'Code,Description,Discount,Maximum discount (INR),Minimum order (INR),Usage limit,Uses per customer,Used,Starts,Ends,Brand,Product template,Product variant,Active,Created',
    )
    const inactive = await countWhere(and(eq(promoCodes.org_id, demoOrgId), eq(promoCodes.is_active, false)))
    expect(lines).toHaveLength((inactive ?? 0) + 1)
    expectEveryRow(lines.slice(1), (line) => line.includes(',No,'))
  })
})

describe('GET /api/promocode/get_promo_codes/{id}', () => {
  it('returns the code with its brand, template and variant names', async () => {
    const res = await t.get(`/api/promocode/get_promo_codes/${kesar.promoCodeId}`, { token: marketing })
    expect(res.status).toBe(200)
    const { data } = v.parse(promoCodeDetailResponse, res.body)
    expect(data.promo_code_id).toBe(kesar.promoCodeId)
    expect(data.brand_name.length).toBeGreaterThan(0)
  })

  it("404 with `error` for another organisation's id or a malformed one", async () => {
    for (const id of [lotus.promoCodeId, 'not-a-uuid']) {
      const res = await t.get(`/api/promocode/get_promo_codes/${id}`, { token: marketing })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ status: false, message: 'Promo code not found.', error: 'Promo code not found.' })
    }
  })
})

describe('PUT /api/promocode/toggle_status/{id}', () => {
  it('deactivates and activates with a message for the toast', async () => {
    const off = await t.put(`/api/promocode/toggle_status/${kesar.promoCodeId}`, { is_active: false }, { token: marketing })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ status: true, message: 'Promo code deactivated', data: { is_active: false } })
    const on = await t.put(`api/promocode/toggle_status/${kesar.promoCodeId}`, { is_active: true }, { token: marketing })
    expect(on.body).toMatchObject({ status: true, message: 'Promo code activated', data: { is_active: true } })
  })

  it("400 for a bad body, 404 for another organisation's code, 403 without the area", async () => {
    const bad = await t.put(`/api/promocode/toggle_status/${kesar.promoCodeId}`, { is_active: 'yes' }, { token: marketing })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      status: false,
      error: 'Please choose active or inactive',
      errors: { is_active: ['Please choose active or inactive'] },
    })
    const lotusActive = async () =>
      (await t.db.select({ is_active: promoCodes.is_active }).from(promoCodes).where(eq(promoCodes.id, lotus.promoCodeId)))[0]?.is_active
    const before = await lotusActive()
    expect(typeof before).toBe('boolean')
    const other = await t.put(`/api/promocode/toggle_status/${lotus.promoCodeId}`, { is_active: !before }, { token: marketing })
    expect(other.status).toBe(404)
    expect(await lotusActive()).toBe(before)
    const catalogue = await signInAs(t, 'catalogue')
    expect((await t.put(`/api/promocode/toggle_status/${kesar.promoCodeId}`, { is_active: false }, { token: catalogue })).status).toBe(403)
  })
})
