import { promoCodeLabels, promoCodeListQuery } from '../../contract/promo-codes/list'
import { brandOptionsQuery } from '../../lib/option-queries'
import { defineList, onOffActions } from '../../ui/list/define-list'
import { asFlag, dateFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import * as m from '../../paraglide/m/promo-codes'

const statusOptions = [
  { label: m.labelActive, value: 'active' },
  { label: m.statusInactive, value: 'inactive' },
] as const

/** /promo-codes?status=active&brand_id=…&active_on=2026-11-22: the view lives in the URL. */
export const promoCodeList = defineList({
  texts: {
    title: m.codesTitle,
    description: m.codesText,
    search: m.searchCodes,
    noun: [m.codeOne, m.codeMany],
    empty: [m.codesEmptyTitle, m.codesEmptyText],
    csv: 'promo-codes.csv',
    failed: m.codesFailed,
  },
  query: promoCodeListQuery,
  defaultOrdering: '-created_at',
  bulk: onOffActions('promo-codes'),
  filters: [
    selectFilter('status', { label: m.labelStatus, options: statusOptions, toQuery: asFlag('status', 'is_active', 'active') }),
    idFilter('brand_id', { label: promoCodeLabels.brand_id, options: optionsFrom(brandOptionsQuery) }),
    dateFilter('active_on', { label: m.validOn }),
  ],
})
