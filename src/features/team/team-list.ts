import { memberListQuery, memberStatusLabels, roleKey } from '../../contract/team/list'
import * as m from '../../paraglide/m/team'
import * as kit from '../../paraglide/m/kit'
import { defineList } from '../../ui/list/define-list'
import { optionsOf, selectFilter } from '../../ui/list/filters'
import { loose } from '../../ui/list/list-search'
import { useRoleOptions } from './role-options'

/** The role filter: its options from the one role source, its URL value a role key (a custom role's too). */
const roleFilter = { kind: 'select' as const, key: 'role' as const, label: m.labelRole, options: useRoleOptions, entries: { role: loose(roleKey) } }

/** /team?role=support&status=deactivated&search=…: the view lives in the URL. */
export const teamList = defineList({
  texts: {
    title: m.team,
    description: m.teamDescription,
    search: m.labelName,
    noun: [m.nounMember, m.nounMembers],
    empty: [m.noMembers, m.teamDescription],
    csv: 'team.csv',
    failed: m.loadFailed,
  },
  query: memberListQuery,
  defaultOrdering: 'name',
  bulk: {
    list: 'team',
    actions: [
      { action: 'deactivate', label: kit.deactivate, doing: kit.deactivating },
      { action: 'activate', label: m.reactivate, doing: kit.activating },
      { action: 'role', label: m.changeRole, doing: m.changeRole, choose: { field: 'role', label: m.labelRole, options: useRoleOptions } },
    ],
  },
  filters: [roleFilter, selectFilter('status', { label: m.labelStatus, options: optionsOf(memberStatusLabels) })],
})
