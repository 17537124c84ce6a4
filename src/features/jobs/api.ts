import { queryOptions } from '@tanstack/react-query'
import { messageResponse } from '../../contract/common'
import { jobLive, jobSchema, type Job, type JobListQuery } from '../../contract/jobs'
import { jobPaths } from '../../contract/jobs-basics'
import * as m from '../../paraglide/m/jobs'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** docs/areas/jobs.md#api. */
const resource = defineResource<Job, JobListQuery>({
  key: ['jobs'],
  row: jobSchema,
  list: jobPaths.list,
  detail: jobPaths.job,
  toasts: { list: m.loadFailed, detail: m.loadFailed },
})

/** While a job on the page is queued or running, the page asks again every two seconds: its progress moves on. */
const livePollMs = 2000
export const jobsResource = {
  ...resource,
  listQuery: (query: JobListQuery) =>
    queryOptions({
      ...resource.listQuery(query),
      refetchInterval: (cached) => (cached.state.data?.data.some((job) => jobLive(job.state)) ? livePollMs : false),
    }),
}

export const retryJob = (id: string) => apiRequest(jobPaths.retry(id), { method: 'POST', body: {}, schema: messageResponse })
export const cancelJob = (id: string) => apiRequest(jobPaths.cancel(id), { method: 'POST', body: {}, schema: messageResponse })
