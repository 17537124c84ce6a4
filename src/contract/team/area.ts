import * as m from '../../paraglide/m/team'
import { defineArea, leads } from '../kit/area'

export const teamArea = defineArea({
  name: 'team',
  group: 'Organisation',
  screens: [{ path: '/team', label: m.navTeam, icon: 'users', description: 'Who has access, their roles and devices.', roles: leads }],
  records: {
    member: { label: m.recordTypeMember, screen: '/team', live: { resources: [['team', 'members']], others: [['team', 'sessions']] } },
    invite: { label: m.recordTypeInvite, screen: '/team', live: { resources: [], others: [['team', 'invites']] } },
  },
})
