import { variantLabels, variantListQuery } from '../../contract/catalogue/list'
import { brandOptionsQuery, templateOptionsQuery } from '../../lib/option-queries'
import { defineList, onOffActions } from '../../ui/list/define-list'
import { booleanFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { statusOptions } from './format'
import * as m from '../../paraglide/m/catalogue'

export const variantList = defineList({
  texts: {
    title: m.variantsTitle,
    description: m.variantsText,
    search: m.searchVariants,
    noun: [m.variantOne, m.variantMany],
    empty: [m.variantsEmptyTitle, m.variantsEmptyText],
    csv: 'product-variants.csv',
    failed: m.variantsFailed,
  },
  query: variantListQuery,
  defaultOrdering: '-created_at',
  bulk: onOffActions('variants'),
  filters: [
    selectFilter('status', { label: variantLabels.status, options: statusOptions }),
    idFilter('brand_id', { label: variantLabels.brand_id, options: optionsFrom(brandOptionsQuery), resets: ['template_id'] }),
    idFilter('template_id', {
      label: m.templateFilter,
      options: optionsFrom((search) => templateOptionsQuery(String(search.brand_id ?? ''))),
      shownWhen: (search) => Boolean(search.brand_id),
    }),
    booleanFilter('low_stock', { label: m.lowStockOnly }),
  ],
})
