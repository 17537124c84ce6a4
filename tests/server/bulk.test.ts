import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bulkMessages } from '../../src/contract/bulk'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { demoOrgId, idsOf, lotusOrgId, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let kesar: OrgIds
let lotus: OrgIds
let owner: string
const made: string[] = []

beforeAll(async () => {
  t = await makeTestContext()
  kesar = await idsOf(t.db, demoOrgId)
  lotus = await idsOf(t.db, lotusOrgId)
  owner = await signInAs(t, 'owner')
  for (let index = 0; index < 12; index += 1) {
    const res = await t.post('/api/promocode/create', promoBody(kesar.brandId, { code: `BULKTEST${index}`, description: 'Bulk batch' }), { token: owner })
    made.push((res.body.data as { promo_code_id: string }).promo_code_id)
  }
})
afterAll(async () => {
  await t.close()
})

const activeOf = async (ids: string[]) =>
  (await t.db.select({ id: promoCodes.id, is_active: promoCodes.is_active }).from(promoCodes).where(inArray(promoCodes.id, ids))).map((row) => row.is_active)
const bulk = (action: string, body: unknown, key?: string) =>
  t.post(`/api/bulk/promo-codes/${action}`, body, { token: owner, headers: key ? { 'Idempotency-Key': key } : {} })
const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`

describe('POST /api/bulk/promo-codes/<action>', () => {
  it('deactivates the chosen rows in one request and answers the count', async () => {
    const res = await bulk('deactivate', { ids: made.slice(0, 10) }, 'bulk-ten')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, message: '10 promo codes deactivated.', done: 10, failed: [] })
    // The way back: activate, on the ten it changed, at their new versions.
    expect(res.body.undo).toMatchObject({ action: 'activate' })
    expect(Object.keys((res.body.undo as { versions: object }).versions).sort()).toEqual(made.slice(0, 10).sort())
    expect(await activeOf(made.slice(0, 10))).toEqual(Array(10).fill(false))
    expect(await activeOf(made.slice(10))).toEqual([true, true])
  })

  it("changes the organisation's rows and reports another organisation's one as not found, leaving it as it was", async () => {
    const [before] = await activeOf([lotus.promoCodeId])
    const res = await bulk('deactivate', { ids: [made[10], lotus.promoCodeId] })
    expect(res.body).toMatchObject({ done: 1, failed: [{ id: lotus.promoCodeId, message: 'Promo code not found.' }] })
    expect(res.body.message).toBe('1 promo code deactivated; 1 could not be changed.')
    expect(await activeOf([lotus.promoCodeId])).toEqual([before])
  })

  it('takes a filter: every row the list query matches', async () => {
    const res = await bulk('activate', { filter: { search: 'Bulk batch', ordering: 'code', page: '3', page_size: '20' } })
    expect(res.body).toMatchObject({ status: true, done: 12, failed: [] })
    expect(await activeOf(made)).toEqual(Array(12).fill(true))
  })

  it('refuses a filter the list would refuse, under the filter', async () => {
    const res = await bulk('activate', { filter: { is_active: 'maybe' } })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, errors: { 'filter.is_active': ['Invalid input'] } })
  })

  it.each([
    ['no ids', { ids: [] }, bulkMessages.none],
    ['5,001 ids', { ids: Array.from({ length: 5001 }, (_, index) => uuid(index)) }, bulkMessages.tooMany],
    ['an id that is no uuid', { ids: [uuid(1), 'not-a-uuid'] }, bulkMessages.badId],
    ['neither ids nor a filter', {}, bulkMessages.oneOf],
    ['both ids and a filter', { ids: [uuid(1)], filter: {} }, bulkMessages.oneOf],
  ])('400 with a message for %s', async (_name, body, message) => {
    const res = await bulk('deactivate', body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message })
  })

  it('5,000 ids are within bounds: unknown ones fail one by one', async () => {
    const ids = Array.from({ length: 5000 }, (_, index) => uuid(index))
    const res = await bulk('activate', { ids })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ done: 0 })
    expect((res.body.failed as unknown[]).length).toBe(5000)
  }, 120_000)

  it('answers 404 for an action the list does not have', async () => {
    const res = await bulk('delete', { ids: [made[0]] })
    expect(res.status).toBe(404)
  })

  it('the same Idempotency-Key on another request is refused (422)', async () => {
    const res = await bulk('activate', { ids: made.slice(0, 2) }, 'bulk-ten')
    expect(res.status).toBe(422)
  })
})

describe('the Undo of a bulk status change', () => {
  it('puts back only the rows the action changed, reports a row changed meanwhile, and answers a retry the same', async () => {
    const [first, second, third, already] = made.slice(0, 4) as [string, string, string, string]
    await bulk('activate', { ids: [first, second, third] })
    await bulk('deactivate', { ids: [already] })
    const res = await bulk('deactivate', { ids: [first, second, third, already] })
    const undo = res.body.undo as { action: string; versions: Record<string, string> }
    // The code that was inactive already is not the action's to undo.
    expect(Object.keys(undo.versions).sort()).toEqual([first, second, third].sort())
    // Someone else changes the first one meanwhile (another status change would bump its version too).
    await t.db
      .update(promoCodes)
      .set({ updated_at: new Date(Date.now() + 60_000) })
      .where(and(eq(promoCodes.id, first), eq(promoCodes.org_id, demoOrgId)))
    const back = await bulk(undo.action, { ids: Object.keys(undo.versions), versions: undo.versions }, 'undo-once')
    expect(back.body).toMatchObject({ status: true, done: 2, failed: [{ id: first, message: 'Changed by someone else since; left as it is.' }] })
    expect(back.body.undo).toBeUndefined()
    expect(await activeOf([first])).toEqual([false])
    expect((await activeOf([second, third])).sort()).toEqual([true, true])
    expect(await activeOf([already])).toEqual([false])
    const retry = await bulk(undo.action, { ids: Object.keys(undo.versions), versions: undo.versions }, 'undo-once')
    expect(retry.body).toEqual(back.body)
  })

  it('refuses versions that are not short strings', async () => {
    const res = await bulk('activate', { ids: [made[0]], versions: { [made[0] as string]: 'x'.repeat(65) } })
    expect(res.status).toBe(400)
  })
})

describe('POST /api/bulk/promo-codes/export', () => {
  it('answers the chosen rows as CSV with the list labels, skipping other organisations', async () => {
    const res = await bulk('export', { ids: [made[0], lotus.promoCodeId, made[1]] })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^Code,/)
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['BULKTEST0', 'BULKTEST1'])
    const [other] = await t.db
      .select({ code: promoCodes.code })
      .from(promoCodes)
      .where(and(eq(promoCodes.id, lotus.promoCodeId)))
    expect(res.text).not.toContain(`\r\n${other?.code},`)
  })
})

describe('lists whose chosen rows are only exported', () => {
  it('answer the CSV of a filter, the caller\'s "me" included, and have no actions', async () => {
    const support = await signInAs(t, 'support')
    const all = await t.get('/api/brand_complaints/get_complaints?page_size=1', { token: support })
    const total = (all.body.pagination as { total: number }).total
    const res = await t.post('/api/bulk/complaints/export', { filter: {} }, { token: support })
    expect(res.status).toBe(200)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toMatch(/^Ticket/)
    expect(lines.length - 1).toBe(total)
    const mine = await t.post('/api/bulk/complaints/export', { filter: { assignee_id: 'me' } }, { token: support })
    const assigned = await t.get('/api/brand_complaints/get_complaints?page_size=1&assignee_id=me', { token: support })
    expect(mine.text.trim().split('\r\n').length - 1).toBe((assigned.body.pagination as { total: number }).total)
    expect((await t.post('/api/bulk/complaints/close', { filter: {} }, { token: support })).status).toBe(404)
    expect((await t.post('/api/bulk/complaints/export', { filter: {} }, { token: await signInAs(t, 'marketing') })).status).toBe(403)
  })
})
