import * as v from 'valibot'
import { complaintStatuses, complaintPriorities } from '../complaints/list'
import { subscriberCities, subscriberLabels, subscriberPlans, subscriberStatuses } from './list'
import type { CsvSpec } from '../vocabulary'

/**
 * Subscribers (docs/areas/subscribers.md#api). Phone and email come masked from the server to the roles that may
 * not see them (`contact_masked` says so); the app shows what it gets.
 */
export const subscriberSchema = v.object({
  subscriber_id: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  city: v.picklist(subscriberCities),
  plan: v.picklist(subscriberPlans),
  status: v.picklist(subscriberStatuses),
  since: v.string(),
  contact_masked: v.boolean(),
})
export type Subscriber = v.InferOutput<typeof subscriberSchema>

/** A complaint as the subscriber's detail lists it. */
const subscriberComplaint = v.object({
  complaint_id: v.string(),
  ticket_number: v.string(),
  category: v.string(),
  priority: v.picklist(complaintPriorities),
  status: v.picklist(complaintStatuses),
  created_at: v.string(),
})
/** `complaints` is null for a role that may not open complaints. */
export const subscriberDetailSchema = v.object({ ...subscriberSchema.entries, complaints: v.nullable(v.array(subscriberComplaint)) })
export type SubscriberDetail = v.InferOutput<typeof subscriberDetailSchema>

export const subscriberCsv: CsvSpec<Subscriber> = {
  filename: 'subscribers',
  // A getter: the headers in the language of the moment (each export's request).
  get columns(): CsvSpec<Subscriber>['columns'] {
    return [
      [subscriberLabels.name, (row) => row.name],
      [subscriberLabels.phone, (row) => row.phone],
      [subscriberLabels.email, (row) => row.email],
      [subscriberLabels.city, (row) => row.city],
      [subscriberLabels.plan, (row) => row.plan],
      [subscriberLabels.status, (row) => row.status],
      [subscriberLabels.since, (row) => row.since],
    ]
  },
}

/** The subscribers API (docs/areas/subscribers.md#api), spelled once. */
export const subscriberPaths = {
  list: '/api/subscribers/get_erp_subscribers',
  detail: (id: string) => `/api/subscribers/get_erp_subscribers/${encodeURIComponent(id)}`,
} as const
