import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historyListResponse } from '../../src/contract/history'
import { historyEntries } from '../../server/areas/ads/service/db/schema'
import { verifyChain } from '../../server/kit/history-chain'
import { makeAdsContext } from './ads-fixtures'
import type { AdsContext } from './ads-fixtures'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/** The ads service's own trail (docs/history.md#the-ads-service): one entry per campaign or ad create, naming the person. */
let t: TestContext
let a: AdsContext
let marketing: string
let person: { id: string; name: string }
beforeAll(async () => {
  t = await makeTestContext()
  a = await makeAdsContext(t)
  marketing = await signInAs(t, 'marketing')
  const me = await a.proxied('GET', '/api/my_accounts/get_erp_user', undefined, { token: marketing })
  const user = (me.body.data as { user: { id: string; first_name: string; last_name: string } }).user
  person = { id: user.id, name: `${user.first_name} ${user.last_name}`.trim() }
})
afterAll(async () => {
  await a.handle.close()
  await t.close()
})

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const campaignBody = (name: string) => ({ name, objective: 'traffic', budget_paise: 5_000_000, starts_on: day(0), ends_on: day(30), status: 'live' })
const entriesOf = (id: string) =>
  a.handle.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.record_id, id)))
const entryCount = async () => (await a.handle.db.select({ n: sql<number>`count(*)::int` }).from(historyEntries))[0]?.n ?? 0

describe('the ads service history', () => {
  it('a campaign create leaves one entry naming the person and the fields set; a retried key leaves no second', async () => {
    const headers = { 'Idempotency-Key': 'history-campaign-0001' }
    const made = await a.proxied('POST', '/ads-service/campaigns', campaignBody('Diwali history'), { token: marketing, headers })
    expect(made.status).toBe(201)
    const id = (made.body.data as { campaign_id: string }).campaign_id
    const again = await a.proxied('POST', '/ads-service/campaigns', campaignBody('Diwali history'), { token: marketing, headers })
    expect(again.status).toBe(201)
    const entries = await entriesOf(id)
    expect(entries).toHaveLength(1)
    const [entry] = entries
    expect(entry).toMatchObject({ record_type: 'campaign', record_label: 'Diwali history', action: 'created', actor_id: person.id, actor_name: person.name })
    expect(entry?.actor_role).toBe('marketing')
    expect(entry?.idempotency_key).toBe('history-campaign-0001')
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', label: 'Campaign', before: null, after: 'Diwali history' },
        { field: 'budget_paise', label: 'Budget', before: null, after: 5_000_000 },
        { field: 'status', label: 'Status', before: null, after: 'live' },
      ]),
    )
    expect(entry?.changes.map((change) => change.field)).not.toContain('spent_paise')

    const read = await a.proxied('GET', `/ads-service/history/campaign/${id}?ordering=-at`, undefined, { token: marketing })
    expect(read.status).toBe(200)
    const page = v.parse(historyListResponse, read.body)
    expect(page.data.map((row) => [row.actor_name, row.action])).toEqual([[person.name, 'created']])
  })

  it('an ad create leaves one entry on the ad, naming its campaign', async () => {
    const campaign = await a.proxied('POST', '/ads-service/campaigns', campaignBody('Ad history'), { token: marketing })
    const campaignId = (campaign.body.data as { campaign_id: string }).campaign_id
    const made = await a.proxied(
      'POST',
      '/ads-service/ads',
      { campaign_id: campaignId, name: 'Banner one', placement: 'search', status: 'active' },
      { token: marketing },
    )
    expect(made.status).toBe(201)
    const [entry, ...more] = await entriesOf((made.body.data as { ad_id: string }).ad_id)
    expect(more).toHaveLength(0)
    expect(entry).toMatchObject({ record_type: 'ad', record_label: 'Banner one', action: 'created', actor_name: person.name })
    expect(entry?.changes).toEqual(expect.arrayContaining([{ field: 'campaign_id', label: 'Campaign', before: null, after: campaignId }]))
  })

  it('a refused write leaves no entry', async () => {
    const before = await entryCount()
    const invalid = await a.proxied('POST', '/ads-service/campaigns', { ...campaignBody('Bad dates'), ends_on: day(-5) }, { token: marketing })
    expect(invalid.status).toBeGreaterThanOrEqual(400)
    const forbidden = await a.proxied('POST', '/ads-service/campaigns', campaignBody('Not yours'), { token: await signInAs(t, 'catalogue') })
    expect(forbidden.status).toBe(403)
    const noCampaign = await a.proxied(
      'POST',
      '/ads-service/ads',
      { campaign_id: '00000000-0000-4000-8000-000000000000', name: 'Orphan', placement: 'search', status: 'active' },
      { token: marketing },
    )
    expect(noCampaign.status).toBe(422)
    expect(await entryCount()).toBe(before)
  })

  it('reads: 400 for a type the service keeps no trail of, 403 for a role outside ads, 404 for no id', async () => {
    expect((await a.proxied('GET', '/ads-service/history/brand/00000000-0000-4000-8000-000000000000', undefined, { token: marketing })).status).toBe(400)
    const catalogue = await signInAs(t, 'catalogue')
    expect((await a.proxied('GET', '/ads-service/history/campaign/00000000-0000-4000-8000-000000000000', undefined, { token: catalogue })).status).toBe(403)
    expect((await a.proxied('GET', '/ads-service/history/campaign/not-an-id', undefined, { token: marketing })).status).toBe(404)
  })

  it('the chain verifies, and an entry edited behind the service is named', async () => {
    expect(await verifyChain(a.handle.db, demoOrgId, historyEntries)).toMatchObject({ broken: null })
    const checked = (await verifyChain(a.handle.db, demoOrgId, historyEntries)).checked
    expect(checked).toBeGreaterThanOrEqual(3)
    await a.handle.db.execute(sql`alter table ads.history_entries disable trigger history_entries_final`)
    await a.handle.db.execute(sql`update ads.history_entries set actor_name = 'Someone else' where org_id = ${demoOrgId} and seq = 1`)
    const { broken } = await verifyChain(a.handle.db, demoOrgId, historyEntries)
    expect(broken).toMatchObject({ seq: 1, reason: 'Entry 1 was changed after it was written.' })
  })
})
