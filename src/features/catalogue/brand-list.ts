import { brandListQuery } from '../../contract/catalogue/list'
import { defineList, onOffActions } from '../../ui/list/define-list'
import { asFlag, selectFilter } from '../../ui/list/filters'
import { statusOptions } from './format'
import * as m from '../../paraglide/m/catalogue'

export const brandList = defineList({
  texts: {
    title: m.brandsTitle,
    description: m.brandsText,
    search: m.searchBrands,
    noun: [m.brandOne, m.brandMany],
    empty: [m.brandsEmptyTitle, m.brandsEmptyText],
    csv: 'brands.csv',
    failed: m.brandsFailed,
  },
  query: brandListQuery,
  defaultOrdering: 'name',
  bulk: onOffActions('brands'),
  filters: [selectFilter('status', { label: m.labelStatus, options: statusOptions, toQuery: asFlag('status', 'is_active', 'active') })],
})
