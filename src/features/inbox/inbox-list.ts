import { notificationKindLabels, notificationListQuery, notificationStateLabels } from '../../contract/inbox'
import * as m from '../../paraglide/m/inbox'
import { defineList } from '../../ui/list/define-list'
import { optionsOf, selectFilter } from '../../ui/list/filters'

/** /inbox?state=unread&kind=assigned: the view lives in the URL; unread first, newest first. */
export const inboxList = defineList({
  texts: {
    title: m.inbox,
    description: m.inboxDescription,
    search: m.searchPlaceholder,
    noun: [m.nounNotification, m.nounNotifications],
    empty: [m.noNotifications, m.noNotificationsText],
    csv: 'inbox.csv',
    failed: m.loadFailed,
  },
  query: notificationListQuery,
  defaultOrdering: '-inbox',
  filters: [
    selectFilter('kind', { label: m.labelKind, options: optionsOf(notificationKindLabels) }),
    selectFilter('state', { label: m.labelState, options: optionsOf(notificationStateLabels) }),
  ],
})
