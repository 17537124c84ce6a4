import { jobKindLabels, jobListQuery, jobStateLabels } from '../../contract/jobs'
import * as m from '../../paraglide/m/jobs'
import { defineList } from '../../ui/list/define-list'
import { optionsOf, selectFilter } from '../../ui/list/filters'

/** /jobs?state=failed&kind=export: the view lives in the URL; newest first. */
export const jobsList = defineList({
  query: jobListQuery,
  defaultOrdering: '-created_at',
  filters: [
    selectFilter('state', { label: m.labelState, options: optionsOf(jobStateLabels) }),
    selectFilter('kind', { label: m.labelKind, options: optionsOf(jobKindLabels) }),
  ],
})
