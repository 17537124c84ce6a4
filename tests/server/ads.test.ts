import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adListResponse, adsUnavailable, campaignDetailResponse, campaignListResponse } from '../../src/contract/ads'
import { cachedWhoIs } from '../../server/areas/ads/service/caller'
import { ads, campaigns } from '../../server/areas/ads/service/db/schema'
import { loadAdsEnv } from '../../server/areas/ads/service/env'
import { lotusOwner, lotusPassword } from '../../server/db/demo'
import { makeAdsContext } from './ads-fixtures'
import type { AdsContext } from './ads-fixtures'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { expectEveryRow, makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let a: AdsContext
let marketing: string
let lotus: string
beforeAll(async () => {
  t = await makeTestContext()
  a = await makeAdsContext(t)
  marketing = await signInAs(t, 'marketing')
  lotus = await t.signIn(lotusOwner.email, lotusPassword)
})
afterAll(async () => {
  await a.handle.close()
  await t.close()
})

const campaignCount = async (orgId: string) => (await a.handle.db.select({ n: count() }).from(campaigns).where(eq(campaigns.org_id, orgId)))[0]?.n
const firstCampaign = async (orgId: string) => {
  const [row] = await a.handle.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.org_id, orgId)).limit(1)
  if (!row) throw new Error('no seeded campaign')
  return row.id
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const campaignBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Spring launch',
  objective: 'traffic',
  budget_paise: 5_000_000,
  starts_on: day(0),
  ends_on: day(30),
  status: 'live',
  ...overrides,
})

describe('the ads service door', () => {
  it('401 without the service name or token, 403 with a wrong one, each with a message', async () => {
    const missing = await a.direct('GET', '/ads-list', undefined, { token: marketing, service: false })
    expect(missing.status).toBe(401)
    expect(missing.body.message).toBe('The service name and API token headers are required.')
    const onlyName = await a.direct('GET', '/ads-list', undefined, { token: marketing, service: false, headers: { 'x-service-name': 'test-web' } })
    expect(onlyName.status).toBe(401)
    const wrongToken = await a.direct('GET', '/ads-list', undefined, { token: marketing, service: { name: 'test-web', token: 'not-the-token-at-all' } })
    expect(wrongToken.status).toBe(403)
    expect(wrongToken.body.message).toBe('The service name or API token is wrong.')
    const wrongName = await a.direct('GET', '/campaigns-list', undefined, {
      token: marketing,
      service: { name: 'someone-else', token: 'test-token-0123456789' },
    })
    expect(wrongName.status).toBe(403)
  })

  it('a caller with only the fixed token gets nothing: no session, no rows', async () => {
    const noSession = await a.direct('GET', '/campaigns-list')
    expect(noSession.status).toBe(401)
    expect(noSession.body.data).toBeUndefined()
    const madeUp = await a.direct('GET', '/campaigns-list', undefined, { token: 'made-up-session-token' })
    expect(madeUp.status).toBe(401)
    const create = await a.direct('POST', '/campaigns', campaignBody({ name: 'Sneaky' }))
    expect(create.status).toBe(401)
    expect(await a.handle.db.$count(campaigns, eq(campaigns.name, 'Sneaky'))).toBe(0)
  })

  it('the browser sends no token: the main API adds it; a token the browser sends is not passed on', async () => {
    const res = await a.proxied('GET', '/ads-service/campaigns-list', undefined, { token: marketing, headers: { 'x-api-token': 'forged-token-xxxxxxxx' } })
    expect(res.status).toBe(200)
    expect(await a.proxied('GET', '/ads-service/campaigns-list')).toMatchObject({ status: 401 })
  })

  it('403 for roles outside marketing, owner and manager', async () => {
    for (const role of ['catalogue', 'support', 'finance']) {
      const token = await signInAs(t, role)
      expect((await a.proxied('GET', '/ads-service/ads-list', undefined, { token })).status).toBe(403)
      expect((await a.proxied('GET', '/ads-service/campaigns-list', undefined, { token })).status).toBe(403)
      expect((await a.proxied('POST', '/ads-service/campaigns', campaignBody(), { token })).status).toBe(403)
    }
    for (const role of ['owner', 'manager']) {
      const token = await signInAs(t, role)
      expect((await a.proxied('GET', '/ads-service/ads-list', undefined, { token })).status).toBe(200)
    }
  })
})

describe('GET /campaigns-list and /ads-list', () => {
  it('answers only the caller organisation rows', async () => {
    const kesar = v.parse(campaignListResponse, (await a.proxied('GET', '/ads-service/campaigns-list?page_size=100', undefined, { token: marketing })).body)
    expect(kesar.pagination.total).toBe(await campaignCount(demoOrgId))
    const theirs = v.parse(campaignListResponse, (await a.proxied('GET', '/ads-service/campaigns-list?page_size=100', undefined, { token: lotus })).body)
    expect(theirs.pagination.total).toBe(await campaignCount(lotusOrgId))
    const kesarIds = new Set(kesar.data.map((row) => row.campaign_id))
    expect(theirs.data.some((row) => kesarIds.has(row.campaign_id))).toBe(false)
    const kesarCampaign = await firstCampaign(demoOrgId)
    expect((await a.proxied('GET', `/ads-service/campaigns/${kesarCampaign}`, undefined, { token: lotus })).status).toBe(404)
    const filtered = await a.proxied('GET', `/ads-service/ads-list?campaign_id=${kesarCampaign}`, undefined, { token: lotus })
    expect(v.parse(adListResponse, filtered.body).data).toEqual([])
  })

  it('filters by status, campaign and dates; searches; sorts; pages', async () => {
    const live = v.parse(
      campaignListResponse,
      (await a.proxied('GET', '/ads-service/campaigns-list?status=live&page_size=100', undefined, { token: marketing })).body,
    )
    expectEveryRow(live.data, (row) => row.status === 'live')
    const bySpend = v.parse(
      campaignListResponse,
      (await a.proxied('GET', '/ads-service/campaigns-list?ordering=-spent_paise', undefined, { token: marketing })).body,
    )
    const spent = bySpend.data.map((row) => row.spent_paise)
    expect(spent).toEqual([...spent].sort((x, y) => y - x))
    expect(spent[0]).toBeGreaterThan(0)
    const future = v.parse(campaignListResponse, (await a.proxied('GET', `/ads-service/campaigns-list?from=${day(400)}`, undefined, { token: marketing })).body)
    expect(future.data).toEqual([])

    const campaignId = await firstCampaign(demoOrgId)
    const all = v.parse(
      adListResponse,
      (await a.proxied('GET', `/ads-service/ads-list?campaign_id=${campaignId}&ordering=-clicks`, undefined, { token: marketing })).body,
    )
    expect(all.data.length).toBeGreaterThan(0)
    expectEveryRow(all.data, (row) => row.campaign_id === campaignId)
    const clicks = all.data.map((row) => row.clicks)
    expect(clicks).toEqual([...clicks].sort((x, y) => y - x))
    const top = all.data[0]
    expect(top?.ctr).toBeCloseTo(((top?.clicks ?? 0) * 100) / (top?.impressions ?? 1), 2)
    const oneDay = v.parse(
      adListResponse,
      (await a.proxied('GET', `/ads-service/ads-list?campaign_id=${campaignId}&from=${day(0)}&to=${day(0)}`, undefined, { token: marketing })).body,
    )
    const sameAd = oneDay.data.find((row) => row.ad_id === top?.ad_id)
    expect(sameAd?.impressions).toBeLessThan(top?.impressions ?? 0)
    const paged = v.parse(adListResponse, (await a.proxied('GET', '/ads-service/ads-list?page=2&page_size=5', undefined, { token: marketing })).body)
    expect(paged.data).toHaveLength(5)
    expect(paged.pagination).toMatchObject({ page: 2, page_size: 5 })
    const search = v.parse(adListResponse, (await a.proxied('GET', '/ads-service/ads-list?search=video', undefined, { token: marketing })).body)
    expect(search.data.length).toBeGreaterThan(0)
    expectEveryRow(search.data, (row) => row.name.toLowerCase().includes('video') || row.campaign_name.toLowerCase().includes('video'))
  })

  it('400 for bad query values; CSV of the filter', async () => {
    for (const query of ['status=gone', 'campaign_id=nope', 'from=2026-02-30', 'ordering=password', 'page_size=500']) {
      expect((await a.proxied('GET', `/ads-service/ads-list?${query}`, undefined, { token: marketing })).status).toBe(400)
    }
    const csv = await a.proxied('GET', '/ads-service/campaigns-list?format=csv', undefined, { token: marketing })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text.split('\r\n')[0]).toBe('Campaign,Objective,Budget (INR),Spent (INR),Starts,Ends,Status,Ads')
  })

  it('a campaign with its daily impressions, clicks and spend', async () => {
    const id = await firstCampaign(demoOrgId)
    const res = await a.proxied('GET', `/ads-service/campaigns/${id}`, undefined, { token: marketing })
    const { data } = v.parse(campaignDetailResponse, res.body)
    expect(data.daily).toHaveLength(30)
    expect(data.daily.reduce((sum, row) => sum + row.spend_paise, 0)).toBe(data.spent_paise)
    expect((await a.proxied('GET', '/ads-service/campaigns/not-an-id', undefined, { token: marketing })).status).toBe(404)
  })
})

describe('creates', () => {
  it('a retried campaign create with one Idempotency-Key makes one row', async () => {
    const body = campaignBody({ name: 'Once only' })
    const headers = { 'Idempotency-Key': 'campaign-key-1' }
    const first = await a.proxied('POST', '/ads-service/campaigns', body, { token: marketing, headers })
    const again = await a.proxied('POST', '/ads-service/campaigns', body, { token: marketing, headers })
    expect(first.status).toBe(201)
    expect(first.body.message).toBe('Campaign created')
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((again.body.data as { campaign_id: string }).campaign_id).toBe((first.body.data as { campaign_id: string }).campaign_id)
    expect(await a.handle.db.$count(campaigns, and(eq(campaigns.org_id, demoOrgId), eq(campaigns.name, 'Once only')))).toBe(1)
  })

  it('validates the campaign with every field message', async () => {
    const empty = await a.proxied('POST', '/ads-service/campaigns', {}, { token: marketing })
    expect(empty.status).toBe(400)
    expect(Object.keys(empty.body.errors as object)).toEqual(expect.arrayContaining(['name', 'objective', 'budget_paise', 'starts_on', 'ends_on']))
    const backwards = await a.proxied('POST', '/ads-service/campaigns', campaignBody({ starts_on: day(5), ends_on: day(1) }), { token: marketing })
    expect(backwards.body.errors).toEqual({ ends_on: ['End date cannot be before the start date'] })
  })

  it('an ad joins one of the organisation campaigns, once per key', async () => {
    const campaignId = await firstCampaign(demoOrgId)
    const body = { campaign_id: campaignId, name: 'Reel one', placement: 'video' }
    const headers = { 'Idempotency-Key': 'ad-key-1' }
    const first = await a.proxied('POST', '/ads-service/ads', body, { token: marketing, headers })
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ name: 'Reel one', placement: 'video', status: 'active', impressions: 0, ctr: 0, campaign_id: campaignId })
    await a.proxied('POST', '/ads-service/ads', body, { token: marketing, headers })
    expect(await a.handle.db.$count(ads, eq(ads.name, 'Reel one'))).toBe(1)
    const lotusCampaign = await firstCampaign(lotusOrgId)
    const foreign = await a.proxied('POST', '/ads-service/ads', { ...body, campaign_id: lotusCampaign }, { token: marketing })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual({ campaign_id: ['Please choose a campaign'] })
    expect((await a.proxied('POST', '/ads-service/ads', { name: '' }, { token: marketing })).status).toBe(400)
  })
})

describe('the main API when the ads service is down or slow', () => {
  it('503 "Ads are unavailable right now." marked as a partial outage; the rest of the API answers', async () => {
    const down = a.mainWith({ url: 'http://127.0.0.1:9', fetch: undefined })
    const res = await request(down, 'GET', '/ads-service/ads-list', undefined, { token: marketing })
    expect(res.status).toBe(503)
    expect(res.body.message).toBe(adsUnavailable)
    expect(res.headers.get('X-Partial-Outage')).toBe('ads')
    expect((await request(down, 'GET', '/api/accounts/get_urls', undefined, { token: marketing })).status).toBe(200)
    const slow = a.mainWith({
      timeoutMs: 50,
      fetch: (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('timeout')))),
    })
    expect((await request(slow, 'GET', '/ads-service/campaigns-list', undefined, { token: marketing })).status).toBe(503)
  })
})

describe('the session check', () => {
  it('asks the main API once per token for a few seconds, and never keeps a failure', async () => {
    let asked = 0
    let fail = false
    let now = 0
    const whoIs = cachedWhoIs(
      () => {
        asked++
        return fail
          ? Promise.reject(new Error('main API down'))
          : Promise.resolve({
              orgId: demoOrgId,
              role: 'marketing',
              areas: ['/ads'],
              grants: { '/ads': 'change' as const },
              user: { id: demoOrgId, first_name: 'Test', last_name: 'Caller', role: 'marketing' },
            })
      },
      5000,
      () => now,
    )
    await whoIs('a')
    await whoIs('a')
    expect(asked).toBe(1)
    now = 6000
    fail = true
    await expect(whoIs('a')).rejects.toThrow('main API down')
    fail = false
    expect(await whoIs('a')).toMatchObject({ orgId: demoOrgId })
    expect(asked).toBe(3)
  })

  it('the ads service refuses a short API token in its environment', () => {
    expect(() => loadAdsEnv({ ADS_API_TOKEN: 'short' })).toThrow('ADS_API_TOKEN: must be at least 16 characters')
    expect(loadAdsEnv({}).ADS_PORT).toBe(3101)
  })
})
