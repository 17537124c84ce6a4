import { apiKeyListQuery, apiKeyStateLabels } from '../../contract/api-keys'
import * as m from '../../paraglide/m/api-keys'
import { defineList } from '../../ui/list/define-list'
import { optionsOf, selectFilter } from '../../ui/list/filters'

/** /api-keys?state=active: the view lives in the URL; newest first. */
export const apiKeysList = defineList({
  texts: {
    title: m.title,
    description: m.intro,
    search: m.labelName,
    noun: [m.nounKey, m.nounKeys],
    empty: [m.title, m.empty],
    csv: 'api-keys.csv',
    failed: m.loadFailed,
  },
  query: apiKeyListQuery,
  defaultOrdering: '-created_at',
  filters: [selectFilter('state', { label: m.labelState, options: optionsOf(apiKeyStateLabels) })],
})
