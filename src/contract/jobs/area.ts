import * as m from '../../paraglide/m/jobs'
import { defineArea } from '../kit/area'

export const jobsArea = defineArea({
  name: 'jobs',
  group: 'Organisation',
  screens: [{ path: '/jobs', label: m.navJobs, icon: 'queue', description: 'Exports and other work running in the background.', roles: ['owner'] }],
})
