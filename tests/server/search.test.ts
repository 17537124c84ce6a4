import { and, desc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../../server/areas/ads/service/db/schema'
import { productVariants } from '../../server/areas/catalogue/schema'
import { complaints } from '../../server/areas/complaints/schema'
import { promoCodes } from '../../server/areas/promo-codes/schema'
import { subscribers } from '../../server/areas/subscribers/schema'
import { lotusOwner, lotusPassword } from '../../server/db/demo'
import { searchMessages, searchResponse } from '../../src/contract/search'
import type { SearchHit } from '../../src/contract/search'
import { makeAdsContext } from './ads-fixtures'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await makeTestContext()
  const roles = ['owner', 'marketing', 'support', 'catalogue', 'finance'] as const
  const signed = await Promise.all(roles.map((role) => signInAs(t, role)))
  roles.forEach((role, index) => (tokens[role] = signed[index]!))
  tokens.lotus = await t.signIn(lotusOwner.email, lotusPassword)
})
afterAll(async () => {
  await t.close()
})

async function search(q: string, token: string | undefined, limit?: number): Promise<{ status: number; hits: SearchHit[]; body: Record<string, unknown> }> {
  const res = await t.get(`/api/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`, token ? { token } : {})
  return { status: res.status, body: res.body, hits: res.status === 200 ? v.parse(searchResponse, res.body).data : [] }
}

async function aSubscriber(orgId = demoOrgId) {
  const [row] = await t.db.select().from(subscribers).where(eq(subscribers.org_id, orgId)).orderBy(subscribers.phone).limit(1)
  if (!row) throw new Error('no subscriber')
  return row
}

describe('GET /api/search', () => {
  it('401 without a session', async () => {
    const res = await search('ravi', undefined)
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ status: false, message: 'Your session has expired. Please log in again.' })
  })

  it.each([
    ['q=a', 'q', searchMessages.tooShort],
    ['q=%20%20a%20', 'q', searchMessages.tooShort],
    ['', 'q', 'Required'],
    [`q=${'x'.repeat(101)}`, 'q', searchMessages.tooLong],
    ['q=ravi&limit=0', 'limit', searchMessages.limit],
    ['q=ravi&limit=21', 'limit', searchMessages.limit],
    ['q=ravi&limit=1e3', 'limit', searchMessages.limit],
    ['q=%00%00', 'q', 'Invalid input'],
  ])('400 for %s with the contract message', async (query, field, message) => {
    const res = await t.get(`/api/search?${query}`, { token: tokens.owner })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, message, errors: { [field]: [message] } })
  })

  it('finds a subscriber by phone, typed with or without +91 and spaces, leading to their drawer', async () => {
    const person = await aSubscriber()
    const local = person.phone.slice(3)
    for (const typed of [local, `+91 ${local.slice(0, 5)} ${local.slice(5)}`, `91${local}`, local.slice(0, 6)]) {
      const { status, hits } = await search(typed, tokens.support)
      expect({ typed, status }).toEqual({ typed, status: 200 })
      expect(hits).toContainEqual({
        type: 'subscriber',
        id: person.id,
        title: person.name,
        subtitle: person.phone,
        path: `/subscribers?subscriber=${person.id}`,
      })
    }
  })

  it('does not match hidden numbers for a role that sees them masked, and masks what it shows', async () => {
    const person = await aSubscriber()
    expect((await search(person.phone.slice(3), tokens.marketing)).hits.filter((hit) => hit.type === 'subscriber')).toEqual([])
    const byName = await search(person.name, tokens.marketing, 20)
    const shown = byName.hits.find((hit) => hit.id === person.id)
    expect(shown?.subtitle).toMatch(/^\+91\*{6}\d{4}$/)
    expect(JSON.stringify(byName.body)).not.toContain(person.phone)
  })

  it("searches only the areas the caller's role may open", async () => {
    const person = await aSubscriber()
    const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.org_id, demoOrgId)).limit(1)
    if (!variant) throw new Error('no variant')
    expect((await search(person.name, tokens.catalogue, 20)).hits.some((hit) => hit.type === 'subscriber')).toBe(false)
    expect((await search(variant.sku, tokens.catalogue)).hits).toContainEqual(expect.objectContaining({ type: 'variant', id: variant.id }))
    expect((await search(variant.sku, tokens.support)).hits.some((hit) => hit.type === 'variant')).toBe(false)
    const finance = await search(person.name, tokens.finance, 20)
    expect(finance.status).toBe(200)
    expect(finance.hits).toEqual([])
  })

  it('finds a promo code by code and a complaint by its ticket number, with the screens that open them', async () => {
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.org_id, demoOrgId)).limit(1)
    // The newest ticket: its number typed alone has at least the 2 characters a search needs (ticket 1 would not).
    const [ticket] = await t.db.select().from(complaints).where(eq(complaints.org_id, demoOrgId)).orderBy(desc(complaints.ticket_seq)).limit(1)
    if (!code || !ticket) throw new Error('no seeded promo code or complaint')
    expect((await search(code.code.toLowerCase(), tokens.owner)).hits[0]).toMatchObject({
      type: 'promo_code',
      id: code.id,
      title: code.code,
      path: `/promo-codes/update/${code.id}`,
    })
    const number = `CMP-${String(ticket.ticket_seq).padStart(6, '0')}`
    for (const typed of [number, String(ticket.ticket_seq)])
      expect((await search(typed, tokens.support)).hits).toContainEqual(
        expect.objectContaining({ type: 'complaint', id: ticket.id, title: number, path: `/complaints/view/${ticket.id}` }),
      )
  })

  it("never shows another organisation's records", async () => {
    const theirs = await aSubscriber(lotusOrgId)
    const ours = await aSubscriber()
    expect((await search(theirs.phone.slice(3), tokens.owner)).hits.some((hit) => hit.id === theirs.id)).toBe(false)
    expect((await search(ours.phone.slice(3), tokens.lotus)).hits.some((hit) => hit.id === ours.id)).toBe(false)
    // Both organisations sell variants: every hit for a common word is Kesar's own.
    const { hits } = await search('sh', tokens.owner, 20)
    expect(hits.length).toBeGreaterThan(0)
    const variantIds = hits.filter((hit) => hit.type === 'variant').map((hit) => hit.id)
    for (const id of variantIds) {
      const [row] = await t.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.id, id), eq(productVariants.org_id, demoOrgId)))
      expect(row?.id).toBe(id)
    }
  })

  it('treats % and _ as letters and keeps to the limit', async () => {
    expect((await search('%%', tokens.owner)).hits).toEqual([])
    expect((await search('__', tokens.owner)).hits).toEqual([])
    expect((await search('a e', tokens.owner, 3)).hits.length).toBeLessThanOrEqual(3)
  })

  it('finds campaigns in the ads service for marketing, and leaves them out when the service is down', async () => {
    const a = await makeAdsContext(t)
    try {
      const [campaign] = await a.handle.db.select().from(campaigns).where(eq(campaigns.org_id, demoOrgId)).limit(1)
      if (!campaign) throw new Error('no seeded campaign')
      const found = await request(a.main, 'GET', `/api/search?q=${encodeURIComponent(campaign.name)}`, undefined, { token: tokens.marketing })
      expect(v.parse(searchResponse, found.body).data).toContainEqual(
        expect.objectContaining({ type: 'campaign', id: campaign.id, title: campaign.name, path: `/campaigns/view/${campaign.id}` }),
      )
      const down = a.mainWith({ fetch: () => Promise.reject(new Error('connection refused')) })
      const without = await request(down, 'GET', `/api/search?q=${encodeURIComponent(campaign.name)}`, undefined, { token: tokens.marketing })
      expect(without.status).toBe(200)
      expect(v.parse(searchResponse, without.body).data.some((hit) => hit.type === 'campaign')).toBe(false)
      const support = await request(a.main, 'GET', `/api/search?q=${encodeURIComponent(campaign.name)}`, undefined, { token: tokens.support })
      expect(v.parse(searchResponse, support.body).data.some((hit) => hit.type === 'campaign')).toBe(false)
    } finally {
      await a.handle.close()
    }
  })
})
