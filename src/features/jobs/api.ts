import { messageResponse } from '../../contract/common'
import { jobSchema, type Job, type JobListQuery } from '../../contract/jobs'
import { jobPaths } from '../../contract/jobs/basics'
import * as m from '../../paraglide/m/jobs'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'
import { jobsKey } from '../../lib/live-keys'

/**
 * docs/areas/jobs.md#api. The list follows its jobs live: each change of a job's state or progress comes as a 'job'
 * event of the live updates (src/lib/live-events.ts), which reads the list again; no polling.
 */
export const jobsResource = defineResource<Job, JobListQuery>({
  key: jobsKey,
  row: jobSchema,
  list: jobPaths.list,
  detail: jobPaths.job,
  toasts: { list: m.loadFailed, detail: m.loadFailed },
})

export const retryJob = (id: string) => apiRequest(jobPaths.retry(id), { method: 'POST', body: {}, schema: messageResponse })
export const cancelJob = (id: string) => apiRequest(jobPaths.cancel(id), { method: 'POST', body: {}, schema: messageResponse })
