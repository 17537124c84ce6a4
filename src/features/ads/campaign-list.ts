import { campaignListQuery, campaignStatuses } from '../../contract/ads/list'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, selectFilter } from '../../ui/list/filters'
import { statusLabel } from './labels'
import * as m from '../../paraglide/m/ads'

/** /campaigns?status=live&from=…&to=…: campaigns running at some time in that window. */
export const campaignList = defineList({
  texts: {
    title: m.campaignsTitle,
    description: m.campaignsText,
    search: m.searchCampaigns,
    noun: [m.nounCampaign, m.nounCampaigns],
    empty: [m.noCampaigns, m.noCampaignsText],
    csv: 'campaigns.csv',
    failed: m.failedCampaigns,
  },
  query: campaignListQuery,
  defaultOrdering: '-created_at',
  filters: [
    selectFilter('status', { label: m.status, options: campaignStatuses.map((value) => ({ value, label: statusLabel(value) })) }),
    dateRangeFilter('from', 'to', { label: m.running }),
  ],
})
