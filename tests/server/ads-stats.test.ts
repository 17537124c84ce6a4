import * as v from 'valibot'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adsStatsResponse } from '../../src/contract/ads/stats'
import { campaigns } from '../../server/areas/ads/service/db/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeAdsContext } from './ads-fixtures'
import type { AdsContext } from './ads-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let a: AdsContext
beforeAll(async () => {
  t = await makeTestContext()
  a = await makeAdsContext(t)
})
afterAll(async () => {
  await a.handle.close()
  await t.close()
})

describe('GET /dashboard-stats on the ads service', () => {
  it("answers the caller's organisation's live campaigns, this month's spend and 30 days of clicks", async () => {
    const res = await a.direct('GET', '/dashboard-stats', undefined, { token: await signInAs(t, 'marketing') })
    expect(res.status).toBe(200)
    const { data } = v.parse(adsStatsResponse, res.body)
    const [live] = await a.handle.db
      .select({ n: count() })
      .from(campaigns)
      .where(and(eq(campaigns.org_id, demoOrgId), eq(campaigns.status, 'live')))
    expect(data.live_campaigns).toBeLessThanOrEqual(live?.n ?? 0)
    expect(data.spend_this_month_paise).toBeGreaterThanOrEqual(0)
    expect(data.clicks).toHaveLength(30)
    const dates = data.clicks.map((point) => point.date)
    expect([...dates].sort()).toEqual(dates)
    expect(data.clicks.reduce((sum, point) => sum + point.value, 0)).toBeGreaterThan(0)
  })

  it('refuses roles that open neither ads nor campaigns', async () => {
    const res = await a.direct('GET', '/dashboard-stats', undefined, { token: await signInAs(t, 'finance') })
    expect(res.status).toBe(403)
  })
})
