import { feedLabels, feedListQuery, feedStatuses, feedStatusLabels, feedTypeLabels, feedTypes } from '../../contract/feeds/list'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, selectFilter } from '../../ui/list/filters'
import * as m from '../../paraglide/m/feeds'

const statusOptions = feedStatuses.map((value) => ({ value, label: feedStatusLabels[value] }))
const typeOptions = feedTypes.map((value) => ({ value, label: feedTypeLabels[value] }))

/** /feeds?status=published&type=offer&from=2026-11-01&to=2026-11-30: the view lives in the URL. */
export const feedList = defineList({
  texts: {
    title: m.feedsTitle,
    description: m.feedsText,
    search: m.searchFeeds,
    noun: [m.postOne, m.postMany],
    empty: [m.feedsEmptyTitle, m.feedsEmptyText],
    csv: 'feeds.csv',
    failed: m.feedsFailed,
  },
  query: feedListQuery,
  defaultOrdering: '-publish_at',
  bulk: {
    list: 'feeds',
    actions: [
      { action: 'publish', label: m.publish, doing: m.publishing },
      { action: 'unpublish', label: m.unpublish, doing: m.unpublishing },
    ],
  },
  filters: [
    selectFilter('status', { label: feedLabels.status, options: statusOptions }),
    selectFilter('type', { label: feedLabels.type, options: typeOptions }),
    dateRangeFilter('from', 'to', { label: m.publishedFilter }),
  ],
})
