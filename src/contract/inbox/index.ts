import * as v from 'valibot'
import { messages } from '../common'
import { listQueryWith, uuidOf } from '../lists'
import type { CsvSpec, Labels } from '../vocabulary'
import * as m from '../../paraglide/m/inbox'

/**
 * The person's notifications (docs/areas/inbox.md): rows the server writes in the transaction of the change that caused
 * them (or in its job), one per person concerned, in that person's language. The bell in the top bar counts the unread
 * ones, live over the event stream ('notification' events); /inbox lists them, unread first. Everyone has an inbox.
 */

export const notificationKinds = ['assigned', 'mentioned', 'reply', 'job_done', 'job_failed', 'member_joined', 'webhook_failing', 'stock_low'] as const
export type NotificationKind = (typeof notificationKinds)[number]

export const notificationStates = ['unread', 'read'] as const

export const notificationListQuery = listQueryWith(['inbox', 'created_at', 'kind'], {
  kind: v.optional(v.picklist(notificationKinds, messages.invalid)),
  state: v.optional(v.picklist(notificationStates, messages.invalid)),
})
export type NotificationListQuery = v.InferInput<typeof notificationListQuery>
export type NotificationListParams = v.InferOutput<typeof notificationListQuery>

export const notificationSchema = v.object({
  id: v.string(),
  kind: v.picklist(notificationKinds),
  /** What happened, in the person's language when it happened. */
  title: v.string(),
  body: v.string(),
  /** The app path that opens the record ('/complaints/view/…'), or null when there is none to open. */
  link: v.nullable(v.string()),
  actor_name: v.nullable(v.string()),
  read: v.boolean(),
  created_at: v.string(),
})
export type Notification = v.InferOutput<typeof notificationSchema>

export const unreadResponse = v.object({ status: v.boolean(), message: v.string(), data: v.object({ unread: v.number() }) })

export const notificationIdParam = uuidOf(() => m.notificationNotFound())

export const inboxPaths = {
  list: '/api/notifications',
  unread: '/api/notifications/unread',
  read: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  readAll: '/api/notifications/read-all',
} as const

export const notificationKindLabels = {
  get assigned() {
    return m.kindAssigned()
  },
  get mentioned() {
    return m.kindMentioned()
  },
  get reply() {
    return m.kindReply()
  },
  get job_done() {
    return m.kindJobDone()
  },
  get job_failed() {
    return m.kindJobFailed()
  },
  get member_joined() {
    return m.kindMemberJoined()
  },
  get webhook_failing() {
    return m.kindWebhookFailing()
  },
  get stock_low() {
    return m.kindStockLow()
  },
} satisfies Labels<NotificationKind>

export const notificationStateLabels = {
  get unread() {
    return m.stateUnread()
  },
  get read() {
    return m.stateRead()
  },
} satisfies Labels<(typeof notificationStates)[number]>

export const notificationCsv: CsvSpec<Notification> = {
  filename: 'inbox',
  get columns(): CsvSpec<Notification>['columns'] {
    return [
      [m.labelKind(), (row) => notificationKindLabels[row.kind]],
      [m.labelTitle(), (row) => row.title],
      [m.labelBody(), (row) => row.body],
      [m.labelFrom(), (row) => row.actor_name],
      [m.labelState(), (row) => (row.read ? m.stateRead() : m.stateUnread())],
      [m.labelAt(), (row) => row.created_at],
    ]
  },
}

/** Web push (docs/areas/inbox.md#push): the server's public VAPID key, and a device's subscription as the browser gives it. */
export const pushPaths = {
  key: '/api/notifications/push/key',
  subscribe: '/api/notifications/push/subscriptions',
  unsubscribe: '/api/notifications/push/unsubscribe',
} as const

export const pushKeyResponse = v.object({ status: v.boolean(), message: v.string(), data: v.object({ public_key: v.string() }) })

const pushEndpoint = v.pipe(
  v.string(() => m.pushSubscriptionInvalid()),
  v.url(() => m.pushSubscriptionInvalid()),
  v.maxLength(1000, () => m.pushSubscriptionInvalid()),
)
const pushKey = v.pipe(
  v.string(() => m.pushSubscriptionInvalid()),
  v.regex(/^[A-Za-z0-9_=-]{8,200}$/, () => m.pushSubscriptionInvalid()),
)

export const pushSubscriptionBody = v.object({ endpoint: pushEndpoint, keys: v.object({ p256dh: pushKey, auth: pushKey }) })
export type PushSubscriptionBody = v.InferInput<typeof pushSubscriptionBody>
export const pushUnsubscribeBody = v.object({ endpoint: pushEndpoint })
