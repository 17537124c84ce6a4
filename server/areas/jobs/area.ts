import type { Area } from '../../kit/area'
import { jobsRoutes } from './routes'

/** The organisation's background work (docs/areas/jobs.md): /jobs for the owner, and the exports it runs. */
export const jobs: Area = {
  name: 'jobs',
  mounts: [{ prefix: '/api/jobs', routes: jobsRoutes }],
}
