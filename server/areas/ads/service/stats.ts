import { and, eq, sql } from 'drizzle-orm'
import type { AdsStats } from '../../../../src/contract/ads/stats'
import { businessZone } from '../../../../src/contract/business-time'
import type { AdsDb } from './db/client'
import { adDailyMetrics as m, campaigns } from './db/schema'

// Days are cut at Indian midnight, as on the main dashboard.
const today = sql`(now() at time zone ${businessZone})::date`
const days = 30

/** Live campaigns today, ad spend since the first of this month, and clicks per day for the last 30 days (zero-filled). */
export async function adsStats(db: AdsDb, orgId: string): Promise<AdsStats> {
  const [live] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(and(eq(campaigns.org_id, orgId), eq(campaigns.status, 'live'), sql`${campaigns.starts_on} <= ${today}`, sql`${campaigns.ends_on} >= ${today}`))
  const [spend] = await db
    .select({ value: sql<number>`coalesce(sum(${m.spend_paise}), 0)::bigint` })
    .from(m)
    .where(and(eq(m.org_id, orgId), sql`${m.day} >= date_trunc('month', ${today})::date`, sql`${m.day} <= ${today}`))
  const daily = await db
    .select({ date: sql<string>`to_char(${m.day}, 'YYYY-MM-DD')`, value: sql<number>`sum(${m.clicks})::int` })
    .from(m)
    .where(and(eq(m.org_id, orgId), sql`${m.day} > ${today} - ${days}::int`, sql`${m.day} <= ${today}`))
    .groupBy(m.day)
  const [first] = await db.select({ date: sql<string>`to_char(${today} - ${days - 1}::int, 'YYYY-MM-DD')` }).from(sql`(select 1) as one`)
  const byDay = new Map(daily.map((row) => [row.date, Number(row.value)]))
  const start = Date.parse(`${first?.date ?? ''}T00:00:00Z`)
  const clicks = Array.from({ length: days }, (_, index) => {
    const date = new Date(start + index * 86_400_000).toISOString().slice(0, 10)
    return { date, value: byDay.get(date) ?? 0 }
  })
  return {
    live_campaigns: Number(live?.value ?? 0),
    spend_this_month_paise: Number(spend?.value ?? 0),
    clicks,
  }
}
