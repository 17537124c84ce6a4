import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { complaints } from '../../server/areas/complaints/schema'
import { subscribers } from '../../server/areas/subscribers/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let support: string
let marketing: string
beforeAll(async () => {
  t = await makeTestContext()
  ;[support, marketing] = await Promise.all([signInAs(t, 'support'), signInAs(t, 'marketing')])
})
afterAll(async () => {
  await t.close()
})

type Row = Record<string, unknown>
const rowsOf = (body: Record<string, unknown>) => body.data as Row[]
const totalOf = (body: Record<string, unknown>) => (body.pagination as { total: number }).total
const subscribersPath = '/api/subscribers/get_erp_subscribers'

async function aSubscriber() {
  const [row] = await t.db.select().from(subscribers).where(eq(subscribers.org_id, demoOrgId)).limit(1)
  if (!row) throw new Error('no subscriber')
  return row
}

describe('GET api/subscribers/get_erp_subscribers', () => {
  it('finds a subscriber by phone for support, with the number in full', async () => {
    const person = await aSubscriber()
    const res = await t.get(`${subscribersPath}?search=${encodeURIComponent(person.phone.slice(3))}`, { token: support })
    expect(res.status).toBe(200)
    expect(rowsOf(res.body)).toContainEqual(
      expect.objectContaining({ subscriber_id: person.id, phone: person.phone, email: person.email, contact_masked: false }),
    )
  })

  it('masks phone and email on the server for marketing, and their search does not match hidden numbers', async () => {
    const person = await aSubscriber()
    const page = await t.get(`${subscribersPath}?page_size=100`, { token: marketing })
    const row = rowsOf(page.body).find((item) => item.subscriber_id === person.id) ?? rowsOf(page.body)[0]
    expect(row).toMatchObject({ contact_masked: true, phone: expect.stringMatching(/^\+91\*{6}\d{4}$/), email: expect.stringMatching(/^.\*\*\*@/) })
    expect(JSON.stringify(page.body)).not.toContain(person.phone)
    const byPhone = await t.get(`${subscribersPath}?search=${encodeURIComponent(person.phone.slice(3))}`, { token: marketing })
    expect(totalOf(byPhone.body)).toBe(0)
  })

  it('filters by city, plan, status and joined days, and sorts', async () => {
    const res = await t.get(`${subscribersPath}?city=delhi&plan=premium&status=active&from=2020-01-01&to=2100-01-01&ordering=name&page_size=100`, {
      token: support,
    })
    const rows = rowsOf(res.body)
    expect(rows.length).toBeGreaterThan(0)
    expectEveryRow(rows, (row) => row.city === 'delhi' && row.plan === 'premium' && row.status === 'active')
    const names = rows.map((row) => String(row.name))
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0))
    const none = await t.get(`${subscribersPath}?from=2001-01-01&to=2001-01-02`, { token: support })
    expect(totalOf(none.body)).toBe(0)
  })

  it('opens one subscriber with their complaints, without complaints for marketing', async () => {
    const [ticket] = await t.db.select().from(complaints).where(eq(complaints.org_id, demoOrgId)).limit(1)
    const res = await t.get(`${subscribersPath}/${ticket?.subscriber_id}`, { token: support })
    expect(res.body.data).toMatchObject({
      subscriber_id: ticket?.subscriber_id,
      complaints: expect.arrayContaining([expect.objectContaining({ complaint_id: ticket?.id })]),
    })
    const masked = await t.get(`${subscribersPath}/${ticket?.subscriber_id}`, { token: marketing })
    expect(masked.body.data).toMatchObject({ complaints: null, contact_masked: true })
  })
})
