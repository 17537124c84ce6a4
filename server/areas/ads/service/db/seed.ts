import { count } from 'drizzle-orm'
import { insertAll } from '../../../../db/bulk-insert'
import type { Db } from '../../../../db/client'
import { demoOrgId, lotusOrgId } from '../../../../db/demo'
import { seededRandom } from '../../../../db/seed-random'
import type { Random } from '../../../../db/seed-random'
import type { AdsDb } from './client'
import { adDailyMetrics, ads, campaigns } from './schema'

const dayMs = 86_400_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const objectives = ['awareness', 'traffic', 'engagement', 'leads', 'sales'] as const
const placements = ['feed', 'stories', 'search', 'banner', 'video'] as const
const themes = ['Diwali', 'Monsoon', 'Wedding season', 'Summer', 'Holi', 'New arrivals', 'Clearance', 'Festive', 'Weekend', 'Loyalty']
const audiences = ['Mumbai', 'Delhi', 'Bengaluru', 'Pune', 'Jaipur', 'Chennai', 'Kolkata', 'Hyderabad', 'Lucknow', 'Kochi']

type Size = { campaigns: number; adsPer: number; days: number }
export type AdsSeedSize = 'full' | 'small'
const sizes: Record<AdsSeedSize, Size> = { full: { campaigns: 30, adsPer: 10, days: 90 }, small: { campaigns: 8, adsPer: 5, days: 30 } }

function orgRows(random: Random, orgId: string, size: Size, now: number) {
  const today = Math.floor(now / dayMs) * dayMs
  const campaignRows: (typeof campaigns.$inferInsert & { spent_paise: number })[] = []
  const adRows: (typeof ads.$inferInsert & { impressions: number; clicks: number; spend_paise: number })[] = []
  const metricRows: (typeof adDailyMetrics.$inferInsert)[] = []
  for (let c = 0; c < size.campaigns; c++) {
    const campaignId = crypto.randomUUID()
    const start = today - (size.days - 1 + random.int(0, 20)) * dayMs
    const end = today + random.int(-5, 60) * dayMs
    const status = end < today ? 'ended' : random.chance(0.8) ? 'live' : 'paused'
    const created = new Date(start - random.int(1, 10) * dayMs)
    const campaign = {
      id: campaignId,
      org_id: orgId,
      name: `${random.pick(themes)} ${random.pick(audiences)} ${c + 1}`,
      objective: random.pick(objectives),
      budget_paise: random.int(50, 2000) * 100_000,
      starts_on: dayOf(start),
      ends_on: dayOf(end),
      status,
      spent_paise: 0,
      created_at: created,
      updated_at: created,
    } satisfies typeof campaigns.$inferInsert
    const campaignRow = { ...campaign }
    campaignRows.push(campaignRow)
    for (let a = 0; a < size.adsPer; a++) {
      const adId = crypto.randomUUID()
      const placement = random.pick(placements)
      const ad = {
        id: adId,
        org_id: orgId,
        campaign_id: campaignId,
        name: `${placement.charAt(0).toUpperCase()}${placement.slice(1)} ${a + 1}`,
        placement,
        status: random.chance(0.85) ? ('active' as const) : ('paused' as const),
        impressions: 0,
        clicks: 0,
        spend_paise: 0,
        created_at: created,
        updated_at: created,
      }
      adRows.push(ad)
      const reach = random.int(200, 4000)
      const rate = 0.005 + random.next() * 0.04
      for (let d = size.days - 1; d >= 0; d--) {
        const impressions = Math.round(reach * (0.6 + random.next() * 0.8))
        const clicks = Math.round(impressions * rate * (0.5 + random.next()))
        const spend = clicks * random.int(200, 1500)
        ad.impressions += impressions
        ad.clicks += clicks
        ad.spend_paise += spend
        campaignRow.spent_paise += spend
        metricRows.push({ org_id: orgId, ad_id: adId, campaign_id: campaignId, day: dayOf(today - d * dayMs), impressions, clicks, spend_paise: spend })
      }
    }
  }
  return { campaignRows, adRows, metricRows }
}

/** Demo campaigns, ads and daily metrics for Kesar (and a few for Lotus), once; returns what it made. */
export async function seedAds(db: AdsDb, size: AdsSeedSize = 'full', now = Date.now()): Promise<string[]> {
  const [existing] = await db.select({ value: count() }).from(campaigns)
  if ((existing?.value ?? 0) > 0) return []
  const random = seededRandom(7)
  const kesar = orgRows(random, demoOrgId, sizes[size], now)
  const lotus = orgRows(random, lotusOrgId, { campaigns: 2, adsPer: 2, days: 10 }, now)
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    await insertAll(t, campaigns, [...kesar.campaignRows, ...lotus.campaignRows])
    await insertAll(t, ads, [...kesar.adRows, ...lotus.adRows])
    await insertAll(t, adDailyMetrics, [...kesar.metricRows, ...lotus.metricRows])
  })
  const made = kesar.campaignRows.length + lotus.campaignRows.length
  return [`${made} campaigns`, `${kesar.adRows.length + lotus.adRows.length} ads`, `${kesar.metricRows.length + lotus.metricRows.length} daily ad metrics`]
}
