import { and, eq, gte, lte, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type * as v from 'valibot'
import { adLabels, campaignLabels } from '../../../../src/contract/ads'
import type { Ad, adCreateBody, AdListParams, Campaign, campaignCreateBody, CampaignDetail, CampaignListParams } from '../../../../src/contract/ads'
import { chooseCampaign } from '../../../../src/paraglide/m/ads'
import { diff, recordChange } from '../../../kit/history'
import { iso } from '../../../kit/list-query'
import type { ListResult } from '../../../kit/list-query'
import { resourceReads } from '../../../kit/resource-reads'
import { invalid } from '../../../kit/result'
import type { Saved } from '../../../kit/result'
import type { AdsDb } from './db/client'
import { adDailyMetrics as m, ads, campaigns, historyEntries } from './db/schema'

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
  return db
    .select({
      campaign_id: campaigns.id,
      name: campaigns.name,
      objective: campaigns.objective,
      budget_paise: campaigns.budget_paise,
      spent_paise: campaigns.spent_paise,
      starts_on: campaigns.starts_on,
      ends_on: campaigns.ends_on,
      status: campaigns.status,
      ads_count: sql<number>`coalesce(${adCount.n}, 0)`,
      created_at: campaigns.created_at,
      updated_at: campaigns.updated_at,
    })
    .from(campaigns)
    .leftJoin(adCount, eq(adCount.campaign_id, campaigns.id))
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

const campaignReads = resourceReads({
  table: campaigns,
  select: selectCampaigns,
  toItem: toCampaign,
  order: {
    by: {
      name: campaigns.name,
      created_at: campaigns.created_at,
      starts_on: campaigns.starts_on,
      ends_on: campaigns.ends_on,
      budget_paise: campaigns.budget_paise,
      spent_paise: campaigns.spent_paise,
    },
    default: '-created_at',
  },
  search: [campaigns.name],
  filters: (params: CampaignListParams) => [
    params.status ? eq(campaigns.status, params.status) : undefined,
    params.from ? gte(campaigns.ends_on, params.from) : undefined,
    params.to ? lte(campaigns.starts_on, params.to) : undefined,
  ],
})
export const listCampaigns = campaignReads.list

export async function getCampaign(db: AdsDb, orgId: string, id: string): Promise<CampaignDetail | null> {
  const campaign = await campaignReads.get(db, orgId, id)
  if (!campaign) return null
  const daily = await db
    .select({ day: m.day, impressions: sum(sql`${m.impressions}`), clicks: sum(m.clicks), spend_paise: sum(sql`${m.spend_paise}`) })
    .from(m)
    .where(and(eq(m.org_id, orgId), eq(m.campaign_id, id)))
    .groupBy(m.day)
    .orderBy(m.day)
  const numbers = daily.map((day) => ({ day: day.day, impressions: Number(day.impressions), clicks: Number(day.clicks), spend_paise: Number(day.spend_paise) }))
  return { ...campaign, daily: numbers }
}

/** Without a date range: the sums kept on each ad. */
const lifetime = {
  impressions: sql<number>`${ads.impressions}`,
  clicks: sql<number>`${ads.clicks}`,
  spend: sql<number>`${ads.spend_paise}`,
}

/** Sums of the days between `from` and `to`, per ad, as the subquery `totals` that `ranged` reads. */
function totalsBetween(db: AdsDb, orgId: string, params: AdListParams) {
  return db
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
}
const rangeSum = (column: string) => sql<number>`coalesce(${sql.identifier('totals')}.${sql.identifier(column)}, 0)`
const ranged = { impressions: rangeSum('range_impressions'), clicks: rangeSum('range_clicks'), spend: rangeSum('range_spend') }

/** The ads list's parameters; `only_id` picks the one ad of a create's answer. */
type AdParams = AdListParams & { only_id?: string }
const inRange = (params: AdParams) => Boolean(params.from || params.to)
/** The figures of the ads' own sums, or of the days of the range. */
const figuresOf = (params: AdParams) => {
  const figures = inRange(params) ? ranged : lifetime
  return { ...figures, ctr: sql<number>`case when ${figures.impressions} = 0 then 0 else round(${figures.clicks} * 100.0 / ${figures.impressions}, 2) end` }
}

function selectAds(db: AdsDb, orgId: string, params: AdParams = { page: 1, page_size: 1 }) {
  const { impressions, clicks, ctr, spend } = figuresOf(params)
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
  if (!inRange(params)) return query
  const totals = totalsBetween(db, orgId, params)
  return query.leftJoin(totals, eq(totals.ad_id, ads.id))
}

const { list: listAdRows } = resourceReads({
  table: ads,
  select: selectAds,
  countFrom: (db: AdsDb) =>
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(ads)
      .innerJoin(campaigns, eq(campaigns.id, ads.campaign_id)),
  toItem: (row): Ad => ({
    ...row,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    ctr: Number(row.ctr),
    spend_paise: Number(row.spend_paise),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }),
  order: {
    by: (params: AdParams) => {
      const { impressions, clicks, ctr, spend } = figuresOf(params)
      return { name: ads.name, created_at: ads.created_at, impressions, clicks, ctr, spend_paise: spend }
    },
    default: '-created_at',
  },
  search: [ads.name, campaigns.name],
  filters: (params: AdParams) => [
    params.status ? eq(ads.status, params.status) : undefined,
    params.campaign_id ? eq(ads.campaign_id, params.campaign_id) : undefined,
    params.only_id ? eq(ads.id, params.only_id) : undefined,
  ],
})

export const listAds = (db: AdsDb, orgId: string, params: AdListParams, signal?: AbortSignal): Promise<ListResult<Ad>> => listAdRows(db, orgId, params, signal)

export async function campaignOptions(db: AdsDb, orgId: string) {
  const rows = await db.select({ label: campaigns.name, value: campaigns.id }).from(campaigns).where(eq(campaigns.org_id, orgId)).orderBy(campaigns.name)
  return rows
}

/** A create's outcome (the owned-writes kit's, as the main app's): the row, and whether an earlier request with the same key had made it. */
type Created<Row> = Saved<Row> & { replayed?: boolean }

/** Never in a trail: the figures the service keeps up to date from the metrics, not anyone's change. */
const campaignFigures = ['spent_paise', 'ads_count']
const adFigures = ['impressions', 'clicks', 'ctr', 'spend_paise']

/**
 * A create and its history entry (docs/history.md#the-ads-service) in one transaction: the person comes from the
 * request (app.ts sets the caller's person as the kit's writer reads it). A replayed key writes nothing and records nothing.
 */
export async function createCampaign(db: AdsDb, orgId: string, input: v.InferOutput<typeof campaignCreateBody>, key?: string): Promise<Created<Campaign>> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(campaigns)
      .values({ ...input, org_id: orgId, idempotency_key: key ?? null })
      .onConflictDoNothing()
      .returning({ id: campaigns.id })
    const id =
      made?.id ??
      (
        await tx
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.org_id, orgId), eq(campaigns.idempotency_key, key ?? '')))
      )[0]?.id
    const row = id ? await getCampaign(tx, orgId, id) : null
    if (!row) throw new Error('campaign create found no row')
    const { daily: _, ...campaign } = row
    if (made) {
      const changes = diff(null, campaign, campaignLabels, { omit: campaignFigures })
      await recordChange(tx, orgId, { type: 'campaign', id: campaign.campaign_id, label: campaign.name, action: 'created', changes }, historyEntries)
    }
    return { ok: true, data: campaign, replayed: !made }
  })
}

export async function createAd(db: AdsDb, orgId: string, input: v.InferOutput<typeof adCreateBody>, key?: string): Promise<Created<Ad>> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, input.campaign_id), eq(campaigns.org_id, orgId)))
    if (!campaign) return invalid({ campaign_id: [chooseCampaign()] }, 422)
    const [made] = await tx
      .insert(ads)
      .values({ ...input, org_id: orgId, idempotency_key: key ?? null })
      .onConflictDoNothing()
      .returning({ id: ads.id })
    const id =
      made?.id ??
      (
        await tx
          .select({ id: ads.id })
          .from(ads)
          .where(and(eq(ads.org_id, orgId), eq(ads.idempotency_key, key ?? '')))
      )[0]?.id
    const [row] = id ? (await listAdRows(tx, orgId, { page: 1, page_size: 1, only_id: id })).rows : []
    if (!row) throw new Error('ad create found no row')
    if (made) {
      const changes = diff(null, row, adLabels, { omit: adFigures })
      await recordChange(tx, orgId, { type: 'ad', id: row.ad_id, label: row.name, action: 'created', changes }, historyEntries)
    }
    return { ok: true, data: row, replayed: !made }
  })
}
