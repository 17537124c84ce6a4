import { subscriberDetailSchema, subscriberPaths, subscriberSchema } from '../../contract/subscribers'
import type { Subscriber, SubscriberDetail } from '../../contract/subscribers'
import type { SubscriberListQuery } from '../../contract/subscribers/list'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/subscribers'

/** docs/areas/subscribers.md#api: the list, and one subscriber with their complaints for the drawer. */
export const subscribers = defineResource<Subscriber, SubscriberListQuery>({
  key: ['subscribers'],
  row: subscriberSchema,
  list: subscriberPaths.list,
  toasts: { list: m.fetchSubscribersFailed, detail: false },
})
export const subscriberRecords = defineResource<SubscriberDetail, SubscriberListQuery>({
  key: ['subscribers'],
  row: subscriberDetailSchema,
  list: subscriberPaths.list,
  detail: subscriberPaths.detail,
  toasts: { list: m.fetchSubscribersFailed, detail: m.fetchSubscriberFailed },
})
