import * as m from '../../paraglide/m/dashboard'
import { defineArea, roles } from '../kit/area'

export const dashboardArea = defineArea({
  name: 'dashboard',
  group: 'Overview',
  screens: [{ path: '/dashboard', label: m.navDashboard, icon: 'grid', description: 'Counts and trends across your business.', roles }],
})
