import * as v from 'valibot'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promoCodeDetailResponse } from '../../src/contract/promo-codes'
import { promoCodeLabels } from '../../src/contract/promo-codes/list'
import { getPromoCode } from '../../server/areas/promo-codes/reads'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { verifyChain } from '../../server/kit/history-chain'
import { createOwned } from '../../server/kit/owned-writes'
import type { WriteArea } from '../../server/kit/owned-writes'
import { Refusal, fail } from '../../server/kit/result'
import { historyEntries } from '../../server/kit/schema'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'

let t: TestContext
let marketing: string
let kesar: OrgIds
beforeAll(async () => {
  t = await makeTestContext()
  marketing = await signInAs(t, 'marketing')
  kesar = await idsOf(t.db, demoOrgId)
})
afterAll(async () => {
  await t.close()
})

const create = (body: unknown, headers?: Record<string, string>) => t.post('/api/promocode/create', body, { token: marketing, headers })
const update = (id: string, body: unknown) => t.put(`/api/promocode/update_promocode/${id}`, body, { token: marketing })
const entriesOf = (recordId: string) =>
  t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.record_id, recordId)))
    .orderBy(asc(historyEntries.seq))
const entryCount = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(historyEntries)
      .where(eq(historyEntries.org_id, demoOrgId))
  )[0]?.n
const created = async (code: string) => v.parse(promoCodeDetailResponse, (await create(promoBody(kesar.brandId, { code }))).body).data

describe('the kit records every write in its transaction', () => {
  it('a create: one entry naming the caller, their role, the key and every field set', async () => {
    const res = await create(promoBody(kesar.brandId, { code: 'TRAIL001', discount_value: 15 }), { 'Idempotency-Key': 'trail-create-1' })
    expect(res.status).toBe(201)
    const { data } = v.parse(promoCodeDetailResponse, res.body)
    const [entry, ...more] = await entriesOf(data.promo_code_id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      record_type: 'promo_code',
      record_label: 'TRAIL001',
      action: 'created',
      actor_name: 'Ananya Reddy',
      actor_role: 'marketing',
      idempotency_key: 'trail-create-1',
    })
    expect(entry?.actor_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(entry?.changes).toContainEqual({ field: 'code', label: promoCodeLabels.code, before: null, after: 'TRAIL001' })
    expect(entry?.changes).toContainEqual({ field: 'discount_value', label: 'Discount', before: null, after: 15 })
    expect(entry?.changes.map((change) => change.field)).not.toContain('updated_at')
  })

  it('an update: one entry with only the changed fields, before and after', async () => {
    const loaded = await created('TRAIL002')
    const window = { starts_at: loaded.starts_at, ends_at: loaded.ends_at }
    const res = await update(loaded.promo_code_id, {
      ...promoBody(kesar.brandId, { code: 'TRAIL002', discount_value: 25, ...window }),
      updated_at: loaded.updated_at,
    })
    expect(res.status).toBe(200)
    const entries = await entriesOf(loaded.promo_code_id)
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated'])
    expect(entries[1]).toMatchObject({ actor_role: 'marketing', idempotency_key: null })
    expect(entries[1]?.changes).toEqual([{ field: 'discount_value', label: 'Discount', before: 10, after: 25 }])
  })

  it('a status change: one entry with the field it changed', async () => {
    const loaded = await created('TRAIL003')
    const res = await t.put(`/api/promocode/toggle_status/${loaded.promo_code_id}`, { is_active: false }, { token: marketing })
    expect(res.status).toBe(200)
    const entries = await entriesOf(loaded.promo_code_id)
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'status'])
    expect(entries[1]?.changes).toEqual([{ field: 'is_active', label: 'Active', before: true, after: false }])
  })

  it('a refused write (400, 409 duplicate, 409 stale, 404) leaves no entry', async () => {
    const before = await entryCount()
    expect((await create(promoBody(kesar.brandId, { code: 'x' }))).status).toBe(400)
    const loaded = await created('TRAIL004')
    expect((await create(promoBody(kesar.brandId, { code: 'TRAIL004' }))).status).toBe(409)
    const body = { ...promoBody(kesar.brandId, { code: 'TRAIL004' }), updated_at: '2020-01-01T00:00:00.000Z' }
    expect((await update(loaded.promo_code_id, body)).status).toBe(409)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await t.put(`/api/promocode/toggle_status/${unknown}`, { is_active: false }, { token: marketing })).status).toBe(404)
    expect(await entryCount()).toBe((before ?? 0) + 1)
  })

  it('a retried Idempotency-Key replays the answer and leaves one entry', async () => {
    const headers = { 'Idempotency-Key': 'trail-retry-1' }
    const body = promoBody(kesar.brandId, { code: 'TRAIL005' })
    const first = await create(body, headers)
    const again = await create(body, headers)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(again.body).toEqual(first.body)
    const { data } = v.parse(promoCodeDetailResponse, first.body)
    expect(await entriesOf(data.promo_code_id)).toHaveLength(1)
  })

  it('a write that rolls back takes its entry with it; one outside a request is the system’s', async () => {
    const area: WriteArea<typeof promoCodes, Awaited<ReturnType<typeof getPromoCode>> & object> = {
      table: promoCodes,
      notFound: () => 'Not found.',
      read: async (db, orgId, id) => getPromoCode(db, orgId, id),
      history: { type: 'promo_code', label: (row) => row.code, labels: promoCodeLabels },
    }
    const values = {
      code: 'TRAIL006',
      discount_type: 'flat',
      discount_value: 100,
      starts_at: new Date(),
      ends_at: new Date(Date.now() + 86_400_000),
      brand_id: kesar.brandId,
    } as const
    const before = await entryCount()
    const refused = await createOwned(t.db, demoOrgId, area, {
      values,
      also: () => {
        throw new Refusal(fail(400, 'No.'))
      },
    })
    expect(refused.ok).toBe(false)
    expect(await entryCount()).toBe(before)
    await expect(createOwned(t.db, demoOrgId, area, { values, also: () => Promise.reject(new Error('boom')) })).rejects.toThrow('boom')
    expect(await entryCount()).toBe(before)
    const saved = await createOwned(t.db, demoOrgId, area, { values })
    expect(saved.ok).toBe(true)
    const [entry] = saved.ok ? await entriesOf(saved.data.promo_code_id) : []
    expect(entry).toMatchObject({ actor_id: null, actor_name: 'System', actor_role: 'system', action: 'created' })
  })

  it('writes at the same moment take turns for the chain: every entry numbered once, all linked', async () => {
    const before = (await entryCount()) ?? 0
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => create(promoBody(kesar.brandId, { code: `TRAILP${index}` }))))
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201))
    expect(await entryCount()).toBe(before + 8)
    expect((await verifyChain(t.db, demoOrgId)).broken).toBeNull()
  })

  it('numbers the organisation’s entries without a gap, each linked by hash to the one before', async () => {
    const check = await verifyChain(t.db, demoOrgId)
    expect(check.broken).toBeNull()
    expect(check.checked).toBe(await entryCount())
    expect(check.checked).toBeGreaterThan(5)
  })

  it('refuses to change or delete an entry', async () => {
    await expect(t.db.execute(sql`update history_entries set actor_name = 'Someone else'`)).rejects.toThrow()
    await expect(t.db.execute(sql`delete from history_entries`)).rejects.toThrow()
    expect((await verifyChain(t.db, demoOrgId)).broken).toBeNull()
  })
})
