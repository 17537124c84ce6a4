import type { Area } from '../../kit/area'
import { jobsRoutes } from './routes'

export { backgroundExport, startExportJobs } from './exports'
export { pruneJobs } from './prune'

/** The organisation's background work (docs/areas/jobs.md): /jobs for the owner, and the exports it runs. */
export const jobs: Area = {
  name: 'jobs',
  mounts: [{ prefix: '/api/jobs', routes: jobsRoutes }],
}
