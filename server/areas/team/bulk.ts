import { bulkRoleBody, memberCsv } from '../../../src/contract/team'
import { memberListQuery } from '../../../src/contract/team/list'
import { requireArea } from '../../auth/middleware'
import { bulkMount } from '../../kit/bulk-routes'
import { getMember, listMembers } from './reads'
import { changeRole, setMemberStatus } from './writes'
import { bulkActivated, bulkDeactivated } from '../../../src/paraglide/m/server'
import { bulkRoleChanged, nounMember, nounMembers } from '../../../src/paraglide/m/team'

/**
 * The Team list's bulk actions (docs/api.md#bulk): deactivate, reactivate and change role, each member through the
 * single write with all its guards (a role above the caller's, the caller themselves, the last owner refused per row).
 */
export const teamBulk = bulkMount('/team', {
  guard: requireArea('/team'),
  noun: [nounMember, nounMembers],
  query: memberListQuery,
  list: listMembers,
  get: getMember,
  rowId: (member) => member.id,
  csv: memberCsv,
  actions: {
    activate: { said: bulkActivated, run: (db, orgId, id, { user }) => setMemberStatus(db, orgId, user, id, true) },
    deactivate: { said: bulkDeactivated, run: (db, orgId, id, { user }) => setMemberStatus(db, orgId, user, id, false) },
    role: { said: bulkRoleChanged, body: bulkRoleBody, run: (db, orgId, id, { user, input }) => changeRole(db, orgId, user, id, String(input.role)) },
  },
})
