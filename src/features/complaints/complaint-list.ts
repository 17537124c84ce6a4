import * as v from 'valibot'
import { categoryNames, complaintLabels, complaintListQuery, complaintStatusNames, priorityNames } from '../../contract/complaints/list'
import * as m from '../../paraglide/m/complaints'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, optionsFrom, optionsOf, selectFilter, type Filter } from '../../ui/list/filters'
import { loose } from '../../ui/list/list-search'
import { assigneeOptionsQuery } from './api'

const statusOptions = [{ value: 'unresolved', label: m.statusUnresolved }, ...optionsOf(complaintStatusNames)]

/** Me, nobody, or one of the people who work tickets. */
const assigneeFilter = {
  kind: 'select',
  key: 'assignee_id',
  label: complaintLabels.assignee_id,
  options: optionsFrom(assigneeOptionsQuery, (people) => [{ value: 'me', label: m.me() }, { value: 'none', label: m.nobody() }, ...people]),
  entries: { assignee_id: loose(v.union([v.picklist(['me', 'none']), v.pipe(v.string(), v.uuid())])) },
} as const satisfies Filter

/** /complaints?status=unresolved&assignee_id=me: 'open and mine' is one link. */
export const complaintList = defineList({
  texts: {
    title: m.complaints,
    description: m.listDescription,
    search: m.searchPlaceholder,
    noun: [m.nounOne, m.nounMany],
    empty: [m.emptyTitle, m.emptyText],
    csv: 'complaints.csv',
    failed: m.fetchComplaintsFailed,
  },
  query: complaintListQuery,
  defaultOrdering: '-created_at',
  // A new status or assignee for the chosen rows, each through the ticket page's own write (docs/api.md#bulk).
  bulk: {
    list: 'complaints',
    actions: [
      {
        action: 'status',
        label: m.changeStatus,
        doing: m.changingStatus,
        choose: { field: 'status', label: complaintLabels.status, options: optionsOf(complaintStatusNames) },
      },
      {
        action: 'assign',
        label: m.changeAssignee,
        doing: m.reassigning,
        choose: {
          field: 'assignee_id',
          label: complaintLabels.assignee_id,
          options: optionsFrom(assigneeOptionsQuery, (people) => [{ value: '', label: m.nobody() }, ...people]),
        },
      },
    ],
  },
  filters: [
    selectFilter('status', { label: complaintLabels.status, options: statusOptions }),
    selectFilter('priority', { label: complaintLabels.priority, options: optionsOf(priorityNames) }),
    selectFilter('category', { label: complaintLabels.category, options: optionsOf(categoryNames) }),
    assigneeFilter,
    dateRangeFilter('from', 'to', { label: complaintLabels.created_at }),
  ],
})

export const openAndMine = { status: 'unresolved', assignee_id: 'me' } as const
