import { cityNames, planNames, subscriberLabels, subscriberListQuery, subscriberStatusNames } from '../../contract/subscribers/list'
import * as m from '../../paraglide/m/subscribers'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, optionsOf, selectFilter } from '../../ui/list/filters'

/** /subscribers?city=hyd&plan=premium&status=active&from=…&to=…: the view lives in the URL (and ?subscriber=<id> opens one). */
export const subscriberList = defineList({
  texts: {
    title: m.subscribers,
    description: m.listDescription,
    search: m.searchPlaceholder,
    noun: [m.nounOne, m.nounMany],
    empty: [m.emptyTitle, m.emptyText],
    csv: 'subscribers.csv',
    failed: m.fetchSubscribersFailed,
  },
  query: subscriberListQuery,
  defaultOrdering: '-since',
  // The chosen rows are only exported (docs/api.md#bulk).
  bulk: { list: 'subscribers', actions: [] },
  filters: [
    selectFilter('city', { label: subscriberLabels.city, options: optionsOf(cityNames) }),
    selectFilter('plan', { label: subscriberLabels.plan, options: optionsOf(planNames) }),
    selectFilter('status', { label: subscriberLabels.status, options: optionsOf(subscriberStatusNames) }),
    dateRangeFilter('from', 'to', { label: m.joined }),
  ],
})
