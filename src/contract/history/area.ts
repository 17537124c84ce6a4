import * as m from '../../paraglide/m/history'
import { defineArea, leads } from '../kit/area'

export const historyArea = defineArea({
  name: 'history',
  group: 'Organisation',
  screens: [{ path: '/activity', label: m.navActivity, icon: 'history', description: 'Who changed what, and when.', roles: leads }],
})
