import * as m from '../../paraglide/m/account'
import { defineArea, roles } from '../kit/area'

export const accountArea = defineArea({
  name: 'account',
  group: 'Organisation',
  screens: [{ path: '/accounts', label: m.navAccount, icon: 'building', description: 'Your organisation and the person signed in.', roles }],
  records: { organisation: { label: m.recordTypeOrganisation, screen: '/accounts', live: { resources: [], others: [['account']] } } },
})
