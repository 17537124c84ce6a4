import { cities, tourLabels, tourListQuery, tourStatuses, tourStatusLabels } from '../../contract/booking/list'
import { defineList } from '../../ui/list/define-list'
import { selectFilter } from '../../ui/list/filters'
import * as m from '../../paraglide/m/booking'

const cityNames = { hyd: m.cityHyd, delhi: m.cityDelhi } as const

/** /manage-logistics?status=planned: the view lives in the URL. */
export const tourList = defineList({
  texts: {
    title: m.logistics,
    description: m.logisticsText,
    search: m.searchTours,
    noun: [m.nounTour, m.nounTours],
    empty: [m.noTours, m.noToursText],
    csv: 'tours.csv',
    failed: m.failedTours,
  },
  query: tourListQuery,
  defaultOrdering: 'tour_date',
  filters: [
    selectFilter('status', { label: tourLabels.status, options: tourStatuses.map((value) => ({ value, label: tourStatusLabels[value] })) }),
    selectFilter('city', { label: tourLabels.city, options: cities.map((value) => ({ value, label: cityNames[value] })) }),
  ],
})
