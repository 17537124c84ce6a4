import { brandListQuery } from '../../contract/catalogue-lists'
import { defineList, onOffActions } from '../../ui/list/define-list'
import { asFlag, selectFilter } from '../../ui/list/filters'
import { statusOptions } from './format'
import * as m from '../../paraglide/m/catalogue'

export const brandList = defineList({
  query: brandListQuery,
  defaultOrdering: 'name',
  bulk: onOffActions('brands'),
  filters: [selectFilter('status', { label: m.labelStatus, options: statusOptions, toQuery: asFlag('status', 'is_active', 'active') })],
})
