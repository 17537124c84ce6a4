import { roleListQuery } from '../../contract/roles'
import * as m from '../../paraglide/m/roles'
import { defineList } from '../../ui/list/define-list'
import { selectFilter } from '../../ui/list/filters'

const kindOptions = [
  { label: m.kindDefault, value: 'default' },
  { label: m.kindCustom, value: 'custom' },
] as const

/** /roles?kind=custom: the organisation's roles, the view in the URL. */
export const roleList = defineList({
  texts: {
    title: m.title,
    description: m.description,
    search: m.searchPlaceholder,
    noun: [m.nounOne, m.nounMany],
    empty: [m.empty, m.description],
    csv: 'roles.csv',
    failed: m.loadFailed,
  },
  query: roleListQuery,
  defaultOrdering: 'name',
  filters: [selectFilter('kind', { label: m.columnKind, options: kindOptions })],
})
