import * as v from 'valibot'
import { requiredText } from '../common'
import { dateOf, detailResponse, listResponse, paiseOf, staleResponse, uuidOf } from '../lists'
import { adLabels, adStatuses, campaignLabels, campaignStatuses } from './list'
import * as m from '../../paraglide/m/ads'
import { csvRupees } from '../vocabulary'
import type { CsvSpec } from '../vocabulary'

export { adLabels, adListQuery, campaignLabels, campaignListQuery } from './list'
export type { AdListParams, AdListQuery, CampaignListParams, CampaignListQuery } from './list'

/**
 * Ads and campaigns (docs/areas/ads.md#api), served by the separate ads service (server/areas/ads/service) and reached by the app through
 * the main API's /ads-service/* path, which adds the service name and token.
 */

export const objectives = ['awareness', 'traffic', 'engagement', 'leads', 'sales'] as const
export const placements = ['feed', 'stories', 'search', 'banner', 'video'] as const

export const campaignSchema = v.object({
  campaign_id: v.string(),
  name: v.string(),
  objective: v.picklist(objectives),
  budget_paise: v.number(),
  spent_paise: v.number(),
  starts_on: v.string(),
  ends_on: v.string(),
  status: v.picklist(campaignStatuses),
  ads_count: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Campaign = v.InferOutput<typeof campaignSchema>

export const adSchema = v.object({
  ad_id: v.string(),
  campaign_id: v.string(),
  campaign_name: v.string(),
  name: v.string(),
  placement: v.picklist(placements),
  status: v.picklist(adStatuses),
  impressions: v.number(),
  clicks: v.number(),
  /** Clicks per 100 impressions, two decimals. */
  ctr: v.number(),
  spend_paise: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Ad = v.InferOutput<typeof adSchema>

const dailyMetric = v.object({ day: v.string(), impressions: v.number(), clicks: v.number(), spend_paise: v.number() })
export type DailyMetric = v.InferOutput<typeof dailyMetric>
export const campaignDetailSchema = v.object({ ...campaignSchema.entries, daily: v.array(dailyMetric) })
export type CampaignDetail = v.InferOutput<typeof campaignDetailSchema>

export const campaignListResponse = listResponse(campaignSchema)
export const adListResponse = listResponse(adSchema)
export const campaignDetailResponse = detailResponse(campaignDetailSchema)
/** Campaigns and ads are created, not edited, here; the form kit still asks what a 409 would carry. */
export const campaignStaleResponse = staleResponse(campaignSchema)
export const adStaleResponse = staleResponse(adSchema)

const name = (message: () => string) =>
  v.pipe(
    requiredText(message),
    v.maxLength(120, () => m.nameTooLong()),
  )

export const campaignCreateBody = v.pipe(
  v.object({
    name: name(() => m.enterCampaignName()),
    objective: v.picklist(objectives, () => m.chooseObjective()),
    budget_paise: v.pipe(
      paiseOf(() => m.enterBudget()),
      v.minValue(100, () => m.budgetAtLeast()),
    ),
    starts_on: dateOf(() => m.chooseStartDate()),
    ends_on: dateOf(() => m.chooseEndDate()),
    status: v.optional(
      v.picklist(['draft', 'live', 'paused'], () => m.chooseStatus()),
      'draft',
    ),
  }),
  v.forward(
    v.partialCheck(
      [['starts_on'], ['ends_on']],
      (input) => input.ends_on >= input.starts_on,
      () => m.endBeforeStart(),
    ),
    ['ends_on'],
  ),
)
export type CampaignCreateBody = v.InferInput<typeof campaignCreateBody>

export const adCreateBody = v.object({
  campaign_id: uuidOf(() => m.chooseCampaign()),
  name: name(() => m.enterAdName()),
  placement: v.picklist(placements, () => m.choosePlacement()),
  status: v.optional(
    v.picklist(adStatuses, () => m.chooseStatus()),
    'active',
  ),
})
export type AdCreateBody = v.InferInput<typeof adCreateBody>

/** The campaign dropdown of the ad form and the ads list filter. */
export const campaignOptionsResponse = detailResponse(v.array(v.object({ label: v.string(), value: v.string() })))

/** The English of the ads service's refusal (m.adsUnavailable answers it in the request's language; the dashboard's is its own). */
export const adsUnavailable = 'Ads are unavailable right now.'

export const campaignCsv: CsvSpec<Campaign> = {
  filename: 'campaigns',
  /** A getter: the headers in the language of the request. */
  get columns(): CsvSpec<Campaign>['columns'] {
    return [
      [campaignLabels.name, (row) => row.name],
      [campaignLabels.objective, (row) => row.objective],
      [m.inInr({ label: campaignLabels.budget_paise }), (row) => csvRupees(row.budget_paise)],
      [m.inInr({ label: campaignLabels.spent_paise }), (row) => csvRupees(row.spent_paise)],
      [campaignLabels.starts_on, (row) => row.starts_on],
      [campaignLabels.ends_on, (row) => row.ends_on],
      [campaignLabels.status, (row) => row.status],
      [campaignLabels.ads_count, (row) => row.ads_count],
    ]
  },
}

export const adCsv: CsvSpec<Ad> = {
  filename: 'ads',
  /** A getter: the headers in the language of the request. */
  get columns(): CsvSpec<Ad>['columns'] {
    return [
      [adLabels.name, (row) => row.name],
      [adLabels.campaign_id, (row) => row.campaign_name],
      [adLabels.placement, (row) => row.placement],
      [adLabels.status, (row) => row.status],
      [adLabels.impressions, (row) => row.impressions],
      [adLabels.clicks, (row) => row.clicks],
      [m.inPercent({ label: adLabels.ctr }), (row) => row.ctr.toFixed(2)],
      [m.inInr({ label: adLabels.spend_paise }), (row) => csvRupees(row.spend_paise)],
    ]
  },
}

/** The ads service (docs/areas/ads.md#api), reached through the app's own /ads-service/* path; spelled once. */
export const campaignPaths = {
  list: '/ads-service/campaigns-list',
  /** One campaign with its daily figures. */
  detail: (id: string) => `/ads-service/campaigns/${encodeURIComponent(id)}`,
  create: '/ads-service/campaigns',
  options: '/ads-service/campaign-options',
} as const

export const adPaths = { list: '/ads-service/ads-list', create: '/ads-service/ads' } as const
