import { subscriberDetailSchema, subscriberSchema } from '../../contract/subscribers'
import type { Subscriber, SubscriberDetail } from '../../contract/subscribers'
import type { SubscriberListQuery } from '../../contract/subscribers-list'
import { defineResource } from '../../lib/resource-api'

/** SPEC.md 7 "Subscribers": the list, and one subscriber with their complaints for the drawer. */
export const subscribers = defineResource<Subscriber, SubscriberListQuery>({
  key: ['subscribers'],
  row: subscriberSchema,
  list: '/api/subscribers/get_erp_subscribers',
  toasts: { list: 'Failed to fetch subscribers', detail: false },
})
export const subscriberRecords = defineResource<SubscriberDetail, SubscriberListQuery>({
  key: ['subscribers'],
  row: subscriberDetailSchema,
  list: '/api/subscribers/get_erp_subscribers',
  detail: (id) => `/api/subscribers/get_erp_subscribers/${id}`,
  toasts: { list: 'Failed to fetch subscribers', detail: 'Failed to fetch the subscriber' },
})
