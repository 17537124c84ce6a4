import * as v from 'valibot'
import { messages } from './common'
import { dateOf, listQueryWith, queryId, timestampOf } from './lists'
import type { Labels } from './vocabulary'

// What the complaints list needs at navigation (its URL and filters), apart from the rest of the contract.

export const complaintStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const
export const complaintPriorities = ['low', 'medium', 'high', 'urgent'] as const
export const complaintCategories = ['delivery', 'quality', 'wrong_item', 'refund', 'billing', 'other'] as const
export type ComplaintStatus = (typeof complaintStatuses)[number]
export type ComplaintPriority = (typeof complaintPriorities)[number]
export type ComplaintCategory = (typeof complaintCategories)[number]

export const complaintStatusNames: Labels<ComplaintStatus> = { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' }
/** How each state reads at a glance (a StatusBadge tone): the complaints screens and the subscriber's drawer. */
export const complaintStatusTones = { open: 'warning', in_progress: 'info', resolved: 'success', closed: 'neutral' } as const satisfies Record<
  ComplaintStatus,
  string
>
export const priorityNames: Labels<ComplaintPriority> = { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' }
export const categoryNames: Labels<ComplaintCategory> = {
  delivery: 'Delivery',
  quality: 'Product quality',
  wrong_item: 'Wrong item',
  refund: 'Refund',
  billing: 'Billing',
  other: 'Other',
}

/** `unresolved` is open or in progress: what still needs work. */
const complaintStatusFilters = [...complaintStatuses, 'unresolved'] as const
/** `me` is the caller, `none` nobody. */
const assigneeFilter = v.union([v.picklist(['me', 'none'], messages.invalid), queryId])

/**
 * `from` and `to` (YYYY-MM-DD, Indian days) bound the day the complaint was opened; `created_after` (a timestamp)
 * counts the complaints that arrived since the list was loaded.
 */
export const complaintListQuery = listQueryWith(['ticket_number', 'created_at', 'priority', 'status', 'updated_at'], {
  status: v.optional(v.picklist(complaintStatusFilters, messages.invalid)),
  priority: v.optional(v.picklist(complaintPriorities, messages.invalid)),
  category: v.optional(v.picklist(complaintCategories, messages.invalid)),
  assignee_id: v.optional(assigneeFilter),
  subscriber_id: v.optional(queryId),
  from: v.optional(dateOf(messages.invalid)),
  to: v.optional(dateOf(messages.invalid)),
  created_after: v.optional(timestampOf(messages.invalid)),
})
export type ComplaintListQuery = v.InferInput<typeof complaintListQuery>
export type ComplaintListParams = v.InferOutput<typeof complaintListQuery>

/** Every complaint field as people read it (column, card, CSV, detail). */
export const complaintLabels = {
  ticket_number: 'Ticket',
  customer_name: 'Customer',
  order_reference: 'Order',
  product_name: 'Product',
  category: 'Category',
  priority: 'Priority',
  status: 'Status',
  created_at: 'Opened',
  assignee_id: 'Assignee',
  description: 'Description',
  updated_at: 'Updated',
} as const
