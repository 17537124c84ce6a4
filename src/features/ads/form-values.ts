import type { Ad, Campaign } from '../../contract/ads'
import { choice, formFields, rupees, text } from '../../ui/form/codecs'

/** The campaign form's fields, under the contract's keys; the budget is typed in rupees and sent in paise. */
export const campaignFields = formFields({
  name: text,
  objective: choice<Campaign['objective']>('traffic'),
  budget_paise: rupees,
  starts_on: text,
  ends_on: text,
  status: choice<'draft' | 'live' | 'paused'>('draft'),
  updated_at: text,
})

export const adFields = formFields({
  campaign_id: text,
  name: text,
  placement: choice<Ad['placement']>('feed'),
  status: choice<Ad['status']>('active'),
  updated_at: text,
})

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** A new campaign runs for 30 days from today. */
export const newCampaign = (now = Date.now()) => campaignFields.empty({ starts_on: day(now), ends_on: day(now + 29 * 86_400_000) })
