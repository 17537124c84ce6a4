import * as v from 'valibot'
import { messages } from '../common'
import { dateOf, listQueryWith, queryId, timestampOf } from '../lists'
import * as m from '../../paraglide/m/complaints'
import { labelsFrom, type Labels } from '../vocabulary'

// What the complaints list needs at navigation (its URL and filters), apart from the rest of the contract.

export const complaintStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const
export const complaintPriorities = ['low', 'medium', 'high', 'urgent'] as const
export const complaintCategories = ['delivery', 'quality', 'wrong_item', 'refund', 'billing', 'other'] as const
export type ComplaintStatus = (typeof complaintStatuses)[number]
export type ComplaintPriority = (typeof complaintPriorities)[number]
export type ComplaintCategory = (typeof complaintCategories)[number]

export const complaintStatusNames: Labels<ComplaintStatus> = labelsFrom({
  open: m.statusOpen,
  in_progress: m.statusInProgress,
  resolved: m.statusResolved,
  closed: m.statusClosed,
})
/** How each state reads at a glance (a StatusBadge tone): the complaints screens and the subscriber's drawer. */
export const complaintStatusTones = { open: 'warning', in_progress: 'info', resolved: 'success', closed: 'neutral' } as const satisfies Record<
  ComplaintStatus,
  string
>
export const priorityNames: Labels<ComplaintPriority> = labelsFrom({
  low: m.priorityLow,
  medium: m.priorityMedium,
  high: m.priorityHigh,
  urgent: m.priorityUrgent,
})
export const categoryNames: Labels<ComplaintCategory> = labelsFrom({
  delivery: m.categoryDelivery,
  quality: m.categoryQuality,
  wrong_item: m.categoryWrongItem,
  refund: m.categoryRefund,
  billing: m.categoryBilling,
  other: m.categoryOther,
})

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
export const complaintLabels = labelsFrom({
  ticket_number: m.labelTicket,
  customer_name: m.labelCustomer,
  order_reference: m.labelOrder,
  product_name: m.labelProduct,
  category: m.labelCategory,
  priority: m.labelPriority,
  status: m.labelStatus,
  created_at: m.labelOpened,
  assignee_id: m.labelAssignee,
  description: m.labelDescription,
  updated_at: m.labelUpdated,
})
