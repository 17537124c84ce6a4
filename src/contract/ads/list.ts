import * as v from 'valibot'
import { messages } from '../common'
import { dateOf, listQueryWith, queryId } from '../lists'
import * as m from '../../paraglide/m/ads'
import { labelsFrom } from '../vocabulary'

// What the ads and campaigns lists need at navigation (their URLs and filters), apart from the rest of the contract.

export const campaignStatuses = ['draft', 'live', 'paused', 'ended'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]
export const adStatuses = ['active', 'paused'] as const
export type AdStatus = (typeof adStatuses)[number]

const day = dateOf(messages.invalid)

/** `from`/`to` (YYYY-MM-DD): campaigns whose dates overlap that window. */
export const campaignListQuery = listQueryWith(['name', 'created_at', 'starts_on', 'ends_on', 'budget_paise', 'spent_paise'], {
  status: v.optional(v.picklist(campaignStatuses, messages.invalid)),
  from: v.optional(day),
  to: v.optional(day),
})
export type CampaignListQuery = v.InferInput<typeof campaignListQuery>
export type CampaignListParams = v.InferOutput<typeof campaignListQuery>

/** `from`/`to` (YYYY-MM-DD): impressions, clicks and spend counted over those days only. */
export const adListQuery = listQueryWith(['name', 'created_at', 'impressions', 'clicks', 'ctr', 'spend_paise'], {
  status: v.optional(v.picklist(adStatuses, messages.invalid)),
  campaign_id: v.optional(queryId),
  from: v.optional(day),
  to: v.optional(day),
})
export type AdListQuery = v.InferInput<typeof adListQuery>
export type AdListParams = v.InferOutput<typeof adListQuery>

export const campaignLabels = labelsFrom({
  name: m.campaign,
  objective: m.objective,
  budget_paise: m.budget,
  spent_paise: m.spent,
  starts_on: m.starts,
  ends_on: m.ends,
  status: m.status,
  ads_count: m.adsCount,
  created_at: m.created,
  updated_at: m.updated,
})

export const adLabels = labelsFrom({
  name: m.ad,
  campaign_id: m.campaign,
  placement: m.placement,
  status: m.status,
  impressions: m.impressions,
  clicks: m.clicks,
  ctr: m.ctr,
  spend_paise: m.spend,
  created_at: m.created,
  updated_at: m.updated,
})
