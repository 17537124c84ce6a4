import { inventoryLabels, inventoryListQuery } from '../../contract/catalogue/list'
import { brandOptionsQuery } from '../../lib/option-queries'
import { defineList } from '../../ui/list/define-list'
import { booleanFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { locationOptions } from './format'
import * as m from '../../paraglide/m/catalogue'

export const inventoryList = defineList({
  texts: {
    title: m.inventoryTitle,
    description: m.inventoryText,
    search: m.searchInventory,
    noun: [m.stockRowOne, m.stockRowMany],
    empty: [m.inventoryEmptyTitle, m.inventoryEmptyText],
    csv: 'inventory.csv',
    failed: m.inventoryFailed,
  },
  query: inventoryListQuery,
  defaultOrdering: 'sku',
  filters: [
    selectFilter('location', { label: inventoryLabels.location, options: locationOptions }),
    booleanFilter('low_stock', { label: m.lowStockOnly }),
    idFilter('brand_id', { label: inventoryLabels.brand_name, options: optionsFrom(brandOptionsQuery) }),
  ],
})
