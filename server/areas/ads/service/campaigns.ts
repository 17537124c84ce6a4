import { and, eq, gte, lte, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Ad, adCreateBody, AdListParams, Campaign, campaignCreateBody, CampaignDetail, CampaignListParams } from '../../../../src/contract/ads'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql } from '../../../kit/list-query'
import type { ListResult } from '../../../kit/list-query'
import type { AdsDb } from './db/client'
import { adDailyMetrics as m, ads, campaigns } from './db/schema'

const sum = (column: SQL | typeof m.clicks) => sql<number>`coalesce(sum(${column}), 0)::bigint`

const adCountOf = (db: AdsDb, orgId: string) =>
  db
    .select({ campaign_id: ads.campaign_id, n: sql<number>`count(*)::int`.as('n') })
    .from(ads)
    .where(eq(ads.org_id, orgId))
    .groupBy(ads.campaign_id)
    .as('ad_count')

function selectCampaigns(db: AdsDb, orgId: string) {
  const adCount = adCountOf(db, orgId)
  const spent = campaigns.spent_paise
  const query = db
    .select({
      campaign_id: campaigns.id,
      name: campaigns.name,
      objective: campaigns.objective,
      budget_paise: campaigns.budget_paise,
      spent_paise: spent,
      starts_on: campaigns.starts_on,
      ends_on: campaigns.ends_on,
      status: campaigns.status,
      ads_count: sql<number>`coalesce(${adCount.n}, 0)`,
      created_at: campaigns.created_at,
      updated_at: campaigns.updated_at,
    })
    .from(campaigns)
    .leftJoin(adCount, eq(adCount.campaign_id, campaigns.id))
  return { query, spent }
}

type CampaignRow = Omit<Campaign, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date }
const toCampaign = (row: CampaignRow): Campaign => ({
  ...row,
  budget_paise: Number(row.budget_paise),
  spent_paise: Number(row.spent_paise),
  ads_count: Number(row.ads_count),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

export async function listCampaigns(db: AdsDb, orgId: string, params: CampaignListParams): Promise<ListResult<Campaign>> {
  const { query, spent } = selectCampaigns(db, orgId)
  const where = and(
    eq(campaigns.org_id, orgId),
    searchSql(params.search, [campaigns.name]),
    params.status ? eq(campaigns.status, params.status) : undefined,
    params.from ? gte(campaigns.ends_on, params.from) : undefined,
    params.to ? lte(campaigns.starts_on, params.to) : undefined,
  )
  const ordering = {
    name: campaigns.name,
    created_at: campaigns.created_at,
    starts_on: campaigns.starts_on,
    ends_on: campaigns.ends_on,
    budget_paise: campaigns.budget_paise,
    spent_paise: spent,
  }
  const page = pageOf(params)
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      query
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, '-created_at', campaigns.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.$count(campaigns, where),
  )
  return { rows: rows.map(toCampaign), total }
}

export async function getCampaign(db: AdsDb, orgId: string, id: string): Promise<CampaignDetail | null> {
  if (!isUuid(id)) return null
  const [row] = await selectCampaigns(db, orgId).query.where(and(eq(campaigns.id, id), eq(campaigns.org_id, orgId)))
  if (!row) return null
  const daily = await db
    .select({ day: m.day, impressions: sum(sql`${m.impressions}`), clicks: sum(m.clicks), spend_paise: sum(sql`${m.spend_paise}`) })
    .from(m)
    .where(and(eq(m.org_id, orgId), eq(m.campaign_id, id)))
    .groupBy(m.day)
    .orderBy(m.day)
  const numbers = daily.map((day) => ({ day: day.day, impressions: Number(day.impressions), clicks: Number(day.clicks), spend_paise: Number(day.spend_paise) }))
  return { ...toCampaign(row), daily: numbers }
}

/** Without a date range: the sums kept on each ad. */
const lifetime = {
  impressions: sql<number>`${ads.impressions}`,
  clicks: sql<number>`${ads.clicks}`,
  spend: sql<number>`${ads.spend_paise}`,
  totals: undefined,
}

/** Sums of the days between `from` and `to`, per ad. */
function totalsBetween(db: AdsDb, orgId: string, params: AdListParams) {
  const totals = db
    .select({
      ad_id: m.ad_id,
      impressions: sum(sql`${m.impressions}`).as('range_impressions'),
      clicks: sum(m.clicks).as('range_clicks'),
      spend: sum(sql`${m.spend_paise}`).as('range_spend'),
    })
    .from(m)
    .where(and(eq(m.org_id, orgId), params.from ? gte(m.day, params.from) : undefined, params.to ? lte(m.day, params.to) : undefined))
    .groupBy(m.ad_id)
    .as('totals')
  return {
    impressions: sql<number>`coalesce(${totals.impressions}, 0)`,
    clicks: sql<number>`coalesce(${totals.clicks}, 0)`,
    spend: sql<number>`coalesce(${totals.spend}, 0)`,
    totals,
  }
}

/** `onlyId`: the one ad of a create's answer. */
export async function listAds(db: AdsDb, orgId: string, params: AdListParams, onlyId?: string): Promise<ListResult<Ad>> {
  const { impressions, clicks, spend, totals } = params.from || params.to ? totalsBetween(db, orgId, params) : lifetime
  const ctr = sql<number>`case when ${impressions} = 0 then 0 else round(${clicks} * 100.0 / ${impressions}, 2) end`
  const where = and(
    eq(ads.org_id, orgId),
    searchSql(params.search, [ads.name, campaigns.name]),
    params.status ? eq(ads.status, params.status) : undefined,
    params.campaign_id ? eq(ads.campaign_id, params.campaign_id) : undefined,
    onlyId ? eq(ads.id, onlyId) : undefined,
  )
  const ordering = { name: ads.name, created_at: ads.created_at, impressions, clicks, ctr, spend_paise: spend }
  const page = pageOf(params)
  const select = () => {
    const query = db
      .select({
        ad_id: ads.id,
        campaign_id: ads.campaign_id,
        campaign_name: campaigns.name,
        name: ads.name,
        placement: ads.placement,
        status: ads.status,
        impressions,
        clicks,
        ctr,
        spend_paise: spend,
        created_at: ads.created_at,
        updated_at: ads.updated_at,
      })
      .from(ads)
      .innerJoin(campaigns, eq(campaigns.id, ads.campaign_id))
      .$dynamic()
    return totals ? query.leftJoin(totals, eq(totals.ad_id, ads.id)) : query
  }
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      select()
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, '-created_at', ads.id))
        .limit(page.limit)
        .offset(page.offset),
    async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(ads)
          .innerJoin(campaigns, eq(campaigns.id, ads.campaign_id))
          .where(where)
      )[0]?.n ?? 0,
  )
  return {
    rows: rows.map((row) => ({
      ...row,
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      ctr: Number(row.ctr),
      spend_paise: Number(row.spend_paise),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    total,
  }
}

export async function campaignOptions(db: AdsDb, orgId: string) {
  const rows = await db.select({ label: campaigns.name, value: campaigns.id }).from(campaigns).where(eq(campaigns.org_id, orgId)).orderBy(campaigns.name)
  return rows
}

/** A create's outcome: the row and whether an earlier request with the same key had made it. */
export type Created<Row> = { row: Row; replayed: boolean } | { errors: Record<string, string[]> }

export async function createCampaign(db: AdsDb, orgId: string, input: v.InferOutput<typeof campaignCreateBody>, key?: string): Promise<Created<Campaign>> {
  const [made] = await db
    .insert(campaigns)
    .values({ ...input, org_id: orgId, idempotency_key: key ?? null })
    .onConflictDoNothing()
    .returning({ id: campaigns.id })
  const id =
    made?.id ??
    (
      await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.org_id, orgId), eq(campaigns.idempotency_key, key ?? '')))
    )[0]?.id
  const row = id ? await getCampaign(db, orgId, id) : null
  if (!row) throw new Error('campaign create found no row')
  const { daily: _, ...campaign } = row
  return { row: campaign, replayed: !made }
}

export async function createAd(db: AdsDb, orgId: string, input: v.InferOutput<typeof adCreateBody>, key?: string): Promise<Created<Ad>> {
  const [campaign] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, input.campaign_id), eq(campaigns.org_id, orgId)))
  if (!campaign) return { errors: { campaign_id: ['Please choose a campaign'] } }
  const [made] = await db
    .insert(ads)
    .values({ ...input, org_id: orgId, idempotency_key: key ?? null })
    .onConflictDoNothing()
    .returning({ id: ads.id })
  const id =
    made?.id ??
    (
      await db
        .select({ id: ads.id })
        .from(ads)
        .where(and(eq(ads.org_id, orgId), eq(ads.idempotency_key, key ?? '')))
    )[0]?.id
  const [row] = id ? (await listAds(db, orgId, { page: 1, page_size: 1 }, id)).rows : []
  if (!row) throw new Error('ad create found no row')
  return { row, replayed: !made }
}
