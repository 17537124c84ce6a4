import * as m from '../../paraglide/m/subscribers'
import { defineArea, leads } from '../kit/area'

export const subscribersArea = defineArea({
  name: 'subscribers',
  group: 'Marketing',
  screens: [
    {
      path: '/subscribers',
      label: m.navSubscribers,
      icon: 'users',
      description: 'Your subscribers, their plans and cities.',
      roles: [...leads, 'marketing', 'support'],
    },
  ],
  records: { subscriber: { label: m.recordTypeSubscriber, screen: '/subscribers', live: { resources: [['subscribers']] } } },
})
