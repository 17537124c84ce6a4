import * as v from 'valibot'
import { messages } from './common'
import { dateOf, listQueryWith, queryId } from './lists'
import * as m from './i18n/m/ads'
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

/** Read when shown (getters), so each is in the language of the moment: the page's, or the server's request's. */
export const campaignLabels = {
  get name() {
    return m.campaign()
  },
  get objective() {
    return m.objective()
  },
  get budget_paise() {
    return m.budget()
  },
  get spent_paise() {
    return m.spent()
  },
  get starts_on() {
    return m.starts()
  },
  get ends_on() {
    return m.ends()
  },
  get status() {
    return m.status()
  },
  get ads_count() {
    return m.adsCount()
  },
  get created_at() {
    return m.created()
  },
  get updated_at() {
    return m.updated()
  },
} satisfies Labels<string>

export const adLabels = {
  get name() {
    return m.ad()
  },
  get campaign_id() {
    return m.campaign()
  },
  get placement() {
    return m.placement()
  },
  get status() {
    return m.status()
  },
  get impressions() {
    return m.impressions()
  },
  get clicks() {
    return m.clicks()
  },
  get ctr() {
    return m.ctr()
  },
  get spend_paise() {
    return m.spend()
  },
  get created_at() {
    return m.created()
  },
  get updated_at() {
    return m.updated()
  },
} satisfies Labels<string>
