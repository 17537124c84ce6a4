import { jobKindLabels, jobListQuery, jobStateLabels } from '../../contract/jobs'
import * as m from '../../paraglide/m/jobs'
import { defineList } from '../../ui/list/define-list'
import { optionsOf, selectFilter } from '../../ui/list/filters'

/** /jobs?state=failed&kind=export: the view lives in the URL; newest first. */
export const jobsList = defineList({
  texts: {
    title: m.jobs,
    description: m.jobsDescription,
    search: m.searchJobs,
    noun: [m.nounJob, m.nounJobs],
    empty: [m.noJobs, m.noJobsText],
    csv: 'jobs.csv',
    failed: m.loadFailed,
  },
  query: jobListQuery,
  defaultOrdering: '-created_at',
  filters: [
    selectFilter('state', { label: m.labelState, options: optionsOf(jobStateLabels) }),
    selectFilter('kind', { label: m.labelKind, options: optionsOf(jobKindLabels) }),
  ],
})
