import * as v from 'valibot'
import { messages } from './common'
import { dateOf, listQueryWith, queryId } from './lists'
import type { Labels } from './vocabulary'

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

export const campaignLabels = {
  name: 'Campaign',
  objective: 'Objective',
  budget_paise: 'Budget',
  spent_paise: 'Spent',
  starts_on: 'Starts',
  ends_on: 'Ends',
  status: 'Status',
  ads_count: 'Ads',
  created_at: 'Created',
  updated_at: 'Updated',
} as const satisfies Labels<string>

export const adLabels = {
  name: 'Ad',
  campaign_id: 'Campaign',
  placement: 'Placement',
  status: 'Status',
  impressions: 'Impressions',
  clicks: 'Clicks',
  ctr: 'CTR',
  spend_paise: 'Spend',
  created_at: 'Created',
  updated_at: 'Updated',
} as const satisfies Labels<string>
