import * as m from '../../paraglide/m/roles'
import { defineArea } from '../kit/area'

export const rolesArea = defineArea({
  name: 'roles',
  group: 'Organisation',
  screens: [{ path: '/roles', label: m.navRoles, icon: 'shield', description: 'What each role may open, view and change.', roles: ['owner'] }],
  records: {
    /**
     * A role's edit also reaches every open app of the organisation, whatever its screens: each refetches its permissions.
     * ['roles', 'options']: the role pickers of /team (src/features/team/role-options.tsx), outside the list kit's keys.
     */
    role: { label: m.recordTypeRole, screen: '/roles', live: { resources: [['roles']], others: [['account'], ['roles', 'options']] } },
  },
})
