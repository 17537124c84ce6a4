import * as m from '../../paraglide/m/inbox'
import { defineArea, roles } from '../kit/area'

export const inboxArea = defineArea({
  name: 'inbox',
  group: 'Overview',
  screens: [{ path: '/inbox', label: m.navInbox, icon: 'bell', description: 'What needs you: assignments, replies, finished jobs.', roles }],
})
