import { locationKindLabels, locationKinds, locationListQuery } from '../../contract/catalogue/stock-list'
import { defineList } from '../../ui/list/define-list'
import { asFlag, selectFilter } from '../../ui/list/filters'
import { locationOptions, statusOptions } from './format'
import * as m from '../../paraglide/m/stock'

/** A kind's name, read when shown, in the page's language. */
export const kindOptions = locationKinds.map((value) => ({
  value,
  get label() {
    return locationKindLabels[value]
  },
}))

export const locationList = defineList({
  texts: {
    title: m.locationsTitle,
    description: m.locationsText,
    search: m.searchLocations,
    noun: [m.locationOne, m.locationMany],
    empty: [m.locationsEmptyTitle, m.locationsEmptyText],
    csv: 'locations.csv',
    failed: m.locationsFailed,
  },
  query: locationListQuery,
  defaultOrdering: 'name',
  filters: [
    selectFilter('kind', { label: m.labelKind, options: kindOptions }),
    selectFilter('city', { label: m.labelCity, options: locationOptions }),
    selectFilter('status', { label: m.labelActive, options: statusOptions, toQuery: asFlag('status', 'is_active', 'active') }),
  ],
})
