import { labelsFrom } from '../../contract/vocabulary'
import { activityQuery, historyActions, historyLabels, historyRecordTypes, type HistoryAction, type HistoryRecordType } from '../../contract/history'
import * as m from '../../paraglide/m/history'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { peopleQuery } from './api'

/** Each action as a filter choice (the entries' own labels are verbs within a sentence). */
export const actionNames: Record<HistoryAction, string> = labelsFrom({
  created: m.actionCreated,
  updated: m.actionUpdated,
  status: m.actionStatus,
  cancelled: m.actionCancelled,
  adjusted: m.actionAdjusted,
  noted: m.actionNoted,
  assigned: m.actionAssigned,
  imported: m.actionImported,
  bulk: m.actionBulk,
  invited: m.actionInvited,
  signed_in: m.actionSignedIn,
  sign_in_failed: m.actionSignInFailed,
  signed_out: m.actionSignedOut,
})

const typeOptions = (Object.keys(historyRecordTypes) as HistoryRecordType[]).map((value) => ({ value, label: historyRecordTypes[value].label() }))
const actionOptions = historyActions.map((value) => ({ value, label: actionNames[value] }))

/** /activity?actor_id=…&record_type=product_variant&action=updated&from=…&to=…&search=KES: the view lives in the URL. */
export const activityList = defineList({
  texts: {
    title: m.activity,
    description: m.activityDescription,
    search: m.searchRecord,
    noun: [m.nounChange, m.nounChanges],
    empty: [m.emptyTitle, m.emptyText],
    csv: 'activity.csv',
    failed: m.fetchActivityFailed,
  },
  query: activityQuery,
  defaultOrdering: '-at',
  filters: [
    idFilter('actor_id', { label: historyLabels.actor_name, options: optionsFrom(peopleQuery) }),
    selectFilter('record_type', { label: historyLabels.record_type, options: typeOptions }),
    selectFilter('action', { label: historyLabels.action, options: actionOptions }),
    dateRangeFilter('from', 'to', { label: m.date }),
  ],
})
