import * as m from '../../paraglide/m/complaints'
import { defineArea, leads } from '../kit/area'

export const complaintsArea = defineArea({
  name: 'complaints',
  group: 'Support',
  screens: [
    {
      path: '/complaints',
      label: m.navComplaints,
      icon: 'chat',
      description: 'Customer complaints from open to closed.',
      roles: [...leads, 'support'],
    },
  ],
  records: { complaint: { label: m.recordTypeComplaint, screen: '/complaints', live: { resources: [['complaints']] } } },
})
