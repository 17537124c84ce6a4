import { activityQuery, historyActions, historyLabels, historyRecordTypes, type HistoryAction, type HistoryRecordType } from '../../contract/history'
import * as m from '../../contract/i18n/m/history'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, idFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import { peopleQuery } from './api'

/** Each action as a filter choice (the entries' own labels are verbs within a sentence). */
export const actionNames: Record<HistoryAction, string> = {
  get created() {
    return m.actionCreated()
  },
  get updated() {
    return m.actionUpdated()
  },
  get status() {
    return m.actionStatus()
  },
  get cancelled() {
    return m.actionCancelled()
  },
  get adjusted() {
    return m.actionAdjusted()
  },
  get noted() {
    return m.actionNoted()
  },
  get assigned() {
    return m.actionAssigned()
  },
  get imported() {
    return m.actionImported()
  },
  get bulk() {
    return m.actionBulk()
  },
  get invited() {
    return m.actionInvited()
  },
  get signed_in() {
    return m.actionSignedIn()
  },
  get sign_in_failed() {
    return m.actionSignInFailed()
  },
  get signed_out() {
    return m.actionSignedOut()
  },
}

const typeOptions = (Object.keys(historyRecordTypes) as HistoryRecordType[]).map((value) => ({ value, label: historyRecordTypes[value].label }))
const actionOptions = historyActions.map((value) => ({ value, label: actionNames[value] }))

/** /activity?actor_id=…&record_type=product_variant&action=updated&from=…&to=…&search=KES: the view lives in the URL. */
export const activityList = defineList({
  query: activityQuery,
  defaultOrdering: '-at',
  filters: [
    idFilter('actor_id', { label: historyLabels.actor_name, options: optionsFrom(peopleQuery) }),
    selectFilter('record_type', { label: historyLabels.record_type, options: typeOptions }),
    selectFilter('action', { label: historyLabels.action, options: actionOptions }),
    dateRangeFilter('from', 'to', { label: m.date }),
  ],
})
