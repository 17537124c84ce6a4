import { adListQuery, adStatuses, adLabels } from '../../contract/ads/list'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { campaignOptionsQuery } from './api'
import { statusLabel } from './labels'
import * as m from '../../paraglide/m/ads'

/** /ads?status=active&campaign_id=…&from=…&to=…: the dates count the impressions, clicks and spend of those days. */
export const adList = defineList({
  texts: {
    title: m.adsTitle,
    description: m.adsText,
    search: m.searchAds,
    noun: [m.nounAd, m.nounAds],
    empty: [m.noAds, m.noAdsText],
    csv: 'ads.csv',
    failed: m.failedAds,
  },
  query: adListQuery,
  defaultOrdering: '-created_at',
  filters: [
    selectFilter('status', { label: m.status, options: adStatuses.map((value) => ({ value, label: statusLabel(value) })) }),
    idFilter('campaign_id', { label: adLabels.campaign_id, options: optionsFrom(campaignOptionsQuery) }),
    dateRangeFilter('from', 'to', { label: m.metrics }),
  ],
})
