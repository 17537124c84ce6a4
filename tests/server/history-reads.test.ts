import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityPeopleResponse, historyListResponse, historyPaths, historyVerifyResponse } from '../../src/contract/history'
import { promoCodeDetailResponse } from '../../src/contract/promo-codes'
import { variantDetailResponse } from '../../src/contract/catalogue'
import { roles } from '../../src/contract/permissions'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { demoOrgId, idsOf, lotusOrgId, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { historyEntries } from '../../server/kit/schema'
import { users } from '../../server/auth/schema'
import { restoreBackup, writeBackup } from '../../server/ops/backup'
import { verifyHistory } from '../../server/ops/history-verify'

let t: TestContext
let owner: string
let manager: string
let marketing: string
let support: string
let lotusOwner: string
let kesar: OrgIds
let promoId: string
let variantId: string
let oldPrice: number
let newPrice: number
/** Sign-ins are entries too (record type 'member', docs/accounts.md#activity): the counts below add them. */
const signIns = async (orgId?: string) =>
  (
    await t.db
      .select({ value: sql<number>`count(*)::int` })
      .from(historyEntries)
      .where(and(eq(historyEntries.record_type, 'member'), orgId ? eq(historyEntries.org_id, orgId) : undefined))
  )[0]?.value ?? 0
beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
  manager = await signInAs(t, 'manager')
  marketing = await signInAs(t, 'marketing')
  support = await signInAs(t, 'support')
  lotusOwner = await t.signIn('owner@lotus.example', 'Lotus@2026')
  kesar = await idsOf(t.db, demoOrgId)
  // A promo code made and changed twice by marketing; a variant's price changed by the manager.
  const made = v.parse(
    promoCodeDetailResponse,
    (await t.post('/api/promocode/create', promoBody(kesar.brandId, { code: 'HIST2026' }), { token: marketing })).body,
  ).data
  promoId = made.promo_code_id
  const window = { starts_at: made.starts_at, ends_at: made.ends_at }
  const changed = await t.put(
    `/api/promocode/update_promocode/${promoId}`,
    { ...promoBody(kesar.brandId, { code: 'HIST2026', discount_value: 20, ...window }), updated_at: made.updated_at },
    { token: marketing },
  )
  expect(changed.status).toBe(200)
  expect((await t.put(`/api/promocode/toggle_status/${promoId}`, { is_active: false }, { token: marketing })).status).toBe(200)
  const variant = v.parse(variantDetailResponse, (await t.get(`/api/add_products/product_variants_details/${kesar.variantId}`, { token: owner })).body).data
  variantId = variant.id
  const { template_id, sku, name, attributes, mrp_paise, barcode, status, updated_at } = variant
  oldPrice = variant.price_paise
  newPrice = oldPrice === mrp_paise ? mrp_paise - 1 : mrp_paise
  const body = { id: variantId, template_id, sku, name, attributes, mrp_paise, price_paise: newPrice, barcode, status, updated_at }
  const repriced = await t.put('/api/add_products/create_product_variant', body, { token: manager })
  expect(repriced.status, JSON.stringify(repriced.body)).toBe(200)
})
afterAll(async () => {
  await t.close()
})

const entries = (body: unknown) => v.parse(historyListResponse, body)

describe('GET /api/history/:type/:id', () => {
  it("answers the record's entries newest first, paged, with the caller and the changes", async () => {
    const res = await t.get(historyPaths.record('promo_code', promoId), { token: marketing })
    expect(res.status).toBe(200)
    const { data, pagination } = entries(res.body)
    expect(data.map((entry) => entry.action)).toEqual(['status', 'updated', 'created'])
    expect(pagination.total).toBe(3)
    expect(data[1]).toMatchObject({ record_label: 'HIST2026', actor_name: 'Ananya Reddy', actor_role: 'marketing' })
    expect(data[1]?.changes).toEqual([{ field: 'discount_value', label: 'Discount', before: 10, after: 20 }])
    const second = entries((await t.get(`${historyPaths.record('promo_code', promoId)}?page=2&page_size=2`, { token: owner })).body)
    expect(second.data.map((entry) => entry.action)).toEqual(['created'])
  })

  it('records a price as stored (paise) under its label', async () => {
    const { data } = entries((await t.get(historyPaths.record('product_variant', variantId), { token: owner })).body)
    expect(data[0]).toMatchObject({ action: 'updated', actor_name: 'Priya Sharma', actor_role: 'manager' })
    expect(data[0]?.changes).toEqual([{ field: 'price_paise', label: 'Selling price', before: oldPrice, after: newPrice }])
  })

  it('401 without a session; 403 for a role that cannot open the record’s screen', async () => {
    expect((await t.get(historyPaths.record('promo_code', promoId))).status).toBe(401)
    const refused = await t.get(historyPaths.record('promo_code', promoId), { token: support })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('You do not have permission to do this.')
  })

  it("another organisation's record has no entries", async () => {
    const res = await t.get(historyPaths.record('promo_code', promoId), { token: lotusOwner })
    expect(res.status).toBe(200)
    expect(entries(res.body)).toMatchObject({ data: [], pagination: { total: 0 } })
  })

  it('400 for an unknown record type or page bounds; 404 for an id that is no id', async () => {
    const badType = await t.get(`/api/history/password/${promoId}`, { token: owner })
    expect(badType.status).toBe(400)
    expect(badType.body.message).toBe('There is no history for this kind of record.')
    expect((await t.get('/api/history/promo_code/not-an-id', { token: owner })).status).toBe(404)
    expect((await t.get(`${historyPaths.record('promo_code', promoId)}?page_size=1000`, { token: owner })).status).toBe(400)
    expect((await t.get(`${historyPaths.record('promo_code', promoId)}?page=0`, { token: owner })).status).toBe(400)
    expect((await t.get(`${historyPaths.record('promo_code', promoId)}?ordering=seq`, { token: owner })).status).toBe(400)
  })
})

describe('GET /api/activity', () => {
  it('owner and manager see every entry of their organisation, filtered and searched', async () => {
    const all = entries((await t.get(historyPaths.activity, { token: manager })).body)
    const kesarSignIns = await signIns(demoOrgId)
    expect(all.pagination.total).toBe(4 + kesarSignIns)
    expect(all.data[0]).toMatchObject({ record_type: 'product_variant' })
    const byType = entries((await t.get(`${historyPaths.activity}?record_type=promo_code&action=updated`, { token: owner })).body)
    expect(byType.data.map((entry) => entry.record_label)).toEqual(['HIST2026'])
    const searched = entries((await t.get(`${historyPaths.activity}?search=hist20`, { token: owner })).body)
    expect(searched.pagination.total).toBe(3)
    const actorId = all.data[0]?.actor_id ?? ''
    const byPerson = entries((await t.get(`${historyPaths.activity}?actor_id=${actorId}`, { token: owner })).body)
    expect([...new Set(byPerson.data.map((entry) => entry.actor_name))]).toEqual(['Priya Sharma'])
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    expect(entries((await t.get(`${historyPaths.activity}?from=${today}&to=${today}`, { token: owner })).body).pagination.total).toBe(4 + kesarSignIns)
    expect(entries((await t.get(`${historyPaths.activity}?to=2025-01-01`, { token: owner })).body).pagination.total).toBe(0)
  })

  it('exports CSV with the labels as headers', async () => {
    const res = await t.get(`${historyPaths.activity}?format=csv&record_type=promo_code`, { token: owner })
    expect(res.status).toBe(200)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe('When,Person,Role,Action,Record type,Record,Changes')
    expect(lines).toHaveLength(4)
    expect(lines[2]).toContain('Discount: 10 -> 20')
  })

  it('401, 403 for the other roles, 400 for a bad filter; another organisation sees none of it', async () => {
    expect((await t.get(historyPaths.activity)).status).toBe(401)
    // Every role but owner and manager is refused the Activity screen; only the owner checks the chain.
    for (const role of roles) {
      const token = await signInAs(t, role)
      const activity = await t.get(historyPaths.activity, { token })
      expect({ role, status: activity.status }).toEqual({ role, status: role === 'owner' || role === 'manager' ? 200 : 403 })
      const verify = await t.get(historyPaths.verify, { token })
      expect({ role, status: verify.status }).toEqual({ role, status: role === 'owner' ? 200 : 403 })
    }
    for (const query of ['record_type=password', 'action=deleted', 'actor_id=1', 'from=2026-02-30', 'page_size=101'])
      expect((await t.get(`${historyPaths.activity}?${query}`, { token: owner })).status, query).toBe(400)
    const lotusTrail = entries((await t.get(historyPaths.activity, { token: lotusOwner })).body).data
    expect(lotusTrail.filter((entry) => !entry.record_label.endsWith('@lotus.example>'))).toEqual([])
  })
})

describe('GET /api/activity/people', () => {
  it("answers every member of the caller's organisation by name, none of another's; owner and manager only", async () => {
    const members = async (orgId: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.orgId, orgId))).map((row) => row.id).sort()
    const people = async (token: string) => v.parse(activityPeopleResponse, (await t.get(historyPaths.activityPeople, { token })).body).data
    const kesarPeople = await people(manager)
    expect(kesarPeople.map((person) => person.id).sort()).toEqual(await members(demoOrgId))
    // The marketing member whose changes are in the trail, named as the entries name them.
    expect(kesarPeople).toContainEqual({ id: expect.any(String), name: 'Ananya Reddy' })
    const lotusPeople = await people(lotusOwner)
    expect(lotusPeople.map((person) => person.id).sort()).toEqual(await members(lotusOrgId))
    expect(lotusPeople.some((person) => kesarPeople.some((other) => other.id === person.id))).toBe(false)
    expect((await t.get(historyPaths.activityPeople, { token: marketing })).status).toBe(403)
    expect((await t.get(historyPaths.activityPeople, { token: support })).status).toBe(403)
    expect((await t.get(historyPaths.activityPeople)).status).toBe(401)
  })
})

describe('backups', () => {
  it('count the history rows and restore them, chain intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backoffice-history-'))
    try {
      const file = join(dir, 'history.jsonl.gz')
      const counts = await writeBackup(t.db, file)
      const rows = 4 + (await signIns())
      expect(counts.history_entries).toBe(rows)
      // The restore empties every table at once (TRUNCATE, which the append-only trigger does not refuse) and loads the file.
      expect((await restoreBackup(t.db, file)).history_entries).toBe(rows)
      expect(entries((await t.get(historyPaths.record('promo_code', promoId), { token: owner })).body).pagination.total).toBe(3)
      // The owner's request is a sign-in of the restored database's session: checked after it.
      const verified = v.parse(historyVerifyResponse, (await t.get(historyPaths.verify, { token: owner })).body).data
      expect(verified).toEqual({ checked: 4 + (await signIns(demoOrgId)), broken: null })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the chain check', () => {
  it('owner only; intact until a row is edited behind the app’s back, then names that entry', async () => {
    expect((await t.get(historyPaths.verify, { token: manager })).status).toBe(403)
    const intact = v.parse(historyVerifyResponse, (await t.get(historyPaths.verify, { token: owner })).body)
    const kesarEntries = 4 + (await signIns(demoOrgId))
    expect(intact.data).toEqual({ checked: kesarEntries, broken: null })
    const lines: string[] = []
    expect(await verifyHistory(t.db, demoOrgId, (line) => lines.push(line))).toBe(true)
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^ok .*: ${kesarEntries} entries intact`))])

    // Someone with database access rewrites an entry: the trigger must be switched off to do it.
    await expect(t.db.execute(sql`update history_entries set record_label = 'X' where org_id = ${demoOrgId} and seq = 2`)).rejects.toThrow()
    await t.db.execute(sql`alter table history_entries disable trigger history_entries_final`)
    await t.db.execute(sql`update history_entries set record_label = 'X' where org_id = ${demoOrgId} and seq = 2`)
    await t.db.execute(sql`alter table history_entries enable trigger history_entries_final`)
    const [edited] = await t.db
      .select({ id: historyEntries.id })
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.seq, 2)))
    const broken = v.parse(historyVerifyResponse, (await t.get(historyPaths.verify, { token: owner })).body)
    expect(broken.message).toBe('The history has a broken link at entry 2.')
    expect(broken.data).toMatchObject({ checked: 1, broken: { reason: 'Entry 2 was changed after it was written.' } })
    const report: string[] = []
    expect(await verifyHistory(t.db, undefined, (line) => report.push(line))).toBe(false)
    expect(report.find((line) => line.startsWith('BROKEN'))).toContain(`entry 2 (id ${broken.data.broken?.id}`)
    expect(broken.data.broken?.id).toBe(edited?.id)
    // Another organisation's chain is its own.
    expect(report.filter((line) => line.includes(lotusOrgId))).toEqual([expect.stringMatching(/^ok /)])
    await expect(verifyHistory(t.db, 'not-an-id', () => undefined)).rejects.toThrow('not-an-id is not an organisation id (a uuid).')
    await expect(verifyHistory(t.db, '00000000-0000-4000-8000-000000000000', () => undefined)).rejects.toThrow('There is no organisation')
  })
})
