import { messageResponse } from '../../contract/common'
import { inboxPaths, notificationSchema, type Notification, type NotificationListQuery } from '../../contract/inbox'
import * as m from '../../paraglide/m/inbox'
import { apiRequest } from '../../lib/http'
import { inboxKey } from '../../lib/inbox-count'
import { defineResource } from '../../lib/resource-api'

/** docs/areas/inbox.md#api. */
export const inboxResource = defineResource<Notification, NotificationListQuery>({
  key: inboxKey,
  row: notificationSchema,
  list: inboxPaths.list,
  toasts: { list: m.loadFailed, detail: m.loadFailed },
})

export const markRead = (id: string) => apiRequest(inboxPaths.read(id), { method: 'POST', body: {}, schema: messageResponse })
export const markAllRead = () => apiRequest(inboxPaths.readAll, { method: 'POST', body: {}, schema: messageResponse })
