import * as m from '../../paraglide/m/catalogue'
import { templateLabels, templateListQuery } from '../../contract/catalogue/list'
import { brandOptionsQuery, categoryOptionsQuery } from '../../lib/option-queries'
import { defineList, onOffActions } from '../../ui/list/define-list'
import { idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { flatCategoryOptions } from './components/category-options'
import { statusOptions } from './format'

export const templateList = defineList({
  texts: {
    title: m.templatesTitle,
    description: m.templatesText,
    search: m.searchTemplates,
    noun: [m.templateOne, m.templateMany],
    empty: [m.templatesEmptyTitle, m.templatesEmptyText],
    csv: 'product-templates.csv',
    failed: m.templatesFailed,
  },
  query: templateListQuery,
  defaultOrdering: '-updated_at',
  bulk: onOffActions('templates'),
  filters: [
    selectFilter('status', { label: templateLabels.status, options: statusOptions }),
    idFilter('brand_id', { label: templateLabels.brand_id, options: optionsFrom(brandOptionsQuery) }),
    idFilter('category_id', { label: templateLabels.category_id, options: optionsFrom(categoryOptionsQuery, flatCategoryOptions) }),
  ],
})
