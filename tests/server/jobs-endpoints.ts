import { jobPaths } from '../../src/contract/jobs/basics'
import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/**
 * The Jobs rows of the shared-rules table (tests/server/endpoints.ts): the list is the owner's (/jobs). One job, its
 * file, retry and cancel are in jobs-exports.test.ts: a job is also its starter's to follow, so its refusals are 404s.
 */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/jobs': { kind: 'list', areas: ['/jobs'], call: () => get(jobPaths.list) },
}
