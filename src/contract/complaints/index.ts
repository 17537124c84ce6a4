import * as v from 'valibot'
import { bulkBodyWith } from '../bulk'
import { requiredText, safeText } from '../common'
import { complaintCategories, complaintLabels, complaintPriorities, complaintStatuses } from './list'
import type { ComplaintStatus } from './list'
import { detailResponse, listResponse, optionalField, staleResponse, updatedAtField, uuidOf } from '../lists'
import * as m from '../../paraglide/m/complaints'
import { complaintStatusNames } from './list'
import { subscriberCities, subscriberPlans } from '../subscribers/list'
import type { CsvSpec } from '../vocabulary'

/** Complaints (docs/areas/complaints.md#api) and the writes that work a ticket (README deviations). */
export const complaintSchema = v.object({
  complaint_id: v.string(),
  ticket_number: v.string(),
  subscriber_id: v.string(),
  customer_name: v.string(),
  order_reference: v.string(),
  product_name: v.nullable(v.string()),
  category: v.picklist(complaintCategories),
  priority: v.picklist(complaintPriorities),
  status: v.picklist(complaintStatuses),
  assignee_id: v.nullable(v.string()),
  assignee_name: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
  resolved_at: v.nullable(v.string()),
})
export type Complaint = v.InferOutput<typeof complaintSchema>
export const complaintListResponse = listResponse(complaintSchema)

export const eventKinds = ['opened', 'status', 'assigned', 'note', 'reply'] as const
export type EventKind = (typeof eventKinds)[number]
export const complaintEventSchema = v.object({
  event_id: v.string(),
  kind: v.picklist(eventKinds),
  body: v.string(),
  from_status: v.nullable(v.picklist(complaintStatuses)),
  to_status: v.nullable(v.picklist(complaintStatuses)),
  actor_name: v.nullable(v.string()),
  created_at: v.string(),
})
export type ComplaintEvent = v.InferOutput<typeof complaintEventSchema>

export const complaintDetailSchema = v.object({
  ...complaintSchema.entries,
  description: v.string(),
  customer: v.object({
    subscriber_id: v.string(),
    name: v.string(),
    phone: v.string(),
    email: v.string(),
    city: v.picklist(subscriberCities),
    plan: v.picklist(subscriberPlans),
  }),
  product: v.nullable(v.object({ product_variant_id: v.string(), name: v.string(), sku: v.string(), price_paise: v.number() })),
  /** Null for a complaint that names no order. */
  order: v.nullable(v.object({ reference: v.string(), placed_at: v.nullable(v.string()), amount_paise: v.nullable(v.number()) })),
  timeline: v.array(complaintEventSchema),
})
export type ComplaintDetail = v.InferOutput<typeof complaintDetailSchema>

export const complaintStaleResponse = staleResponse(complaintDetailSchema)
export const complaintSavedResponse = detailResponse(complaintDetailSchema)

/** The only moves a ticket makes: forward along open -> in progress -> resolved -> closed, or reopened. */
export const nextStatuses: Readonly<Record<ComplaintStatus, readonly ComplaintStatus[]>> = {
  open: ['in_progress'],
  in_progress: ['resolved'],
  resolved: ['closed', 'open'],
  closed: ['open'],
}

const noteText = v.pipe(
  requiredText(() => m.writeNote()),
  v.maxLength(2000, () => m.noteTooLong()),
)

/** PUT api/brand_complaints/update_status/{id}: an optional note goes on the timeline with the change. */
export const complaintStatusBody = v.object({
  status: v.picklist(complaintStatuses, () => m.chooseStatus()),
  note: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(2000, () => m.noteTooLong()),
    ),
    '',
  ),
  updated_at: updatedAtField,
})
export type ComplaintStatusBody = v.InferInput<typeof complaintStatusBody>

/** PUT api/brand_complaints/assign/{id}: null or '' leaves the ticket with nobody. */
export const complaintAssignBody = v.object({ assignee_id: optionalField(uuidOf(() => m.chooseSomeone())), updated_at: updatedAtField })
export type ComplaintAssignBody = v.InferInput<typeof complaintAssignBody>

/** POST api/bulk/complaints/status and /assign (docs/api.md#bulk): the chosen complaints and the one status or person for all. */
export const complaintBulkStatusBody = bulkBodyWith(v.pick(complaintStatusBody, ['status']).entries)
export const complaintBulkAssignBody = bulkBodyWith(v.pick(complaintAssignBody, ['assignee_id']).entries)

/** POST api/brand_complaints/add_note/{id}: an internal note, or a reply sent to the customer. */
export const complaintNoteBody = v.object({ kind: v.picklist(['note', 'reply'], () => m.chooseNoteOrReply()), body: noteText })
export type ComplaintNoteBody = v.InferInput<typeof complaintNoteBody>

/** POST api/brand_complaints/create_complaint: a complaint taken by phone. */
export const complaintCreateBody = v.object({
  subscriber_id: uuidOf(() => m.chooseCustomer()),
  category: v.picklist(complaintCategories, () => m.chooseCategory()),
  priority: v.picklist(complaintPriorities, () => m.choosePriority()),
  description: v.pipe(
    requiredText(() => m.describeComplaint()),
    v.maxLength(2000, () => m.descriptionTooLong()),
  ),
  order_reference: v.optional(
    v.pipe(
      safeText(),
      v.trim(),
      v.maxLength(40, () => m.orderReferenceTooLong()),
    ),
    '',
  ),
  product_variant_id: optionalField(uuidOf(() => m.chooseProduct())),
})
export type ComplaintCreateBody = v.InferInput<typeof complaintCreateBody>

/** Who a ticket can be assigned to. */
export const assigneesResponse = detailResponse(v.array(v.object({ label: v.string(), value: v.string() })))

export const illegalMoveMessage = (from: ComplaintStatus, to: ComplaintStatus) =>
  m.illegalMove({ from: complaintStatusNames[from].toLowerCase(), to: complaintStatusNames[to].toLowerCase() })

export const complaintCsv: CsvSpec<Complaint> = {
  filename: 'complaints',
  // A getter: the headers in the language of the moment (each export's request).
  get columns(): CsvSpec<Complaint>['columns'] {
    return [
      [complaintLabels.ticket_number, (row) => row.ticket_number],
      [complaintLabels.customer_name, (row) => row.customer_name],
      [complaintLabels.order_reference, (row) => row.order_reference],
      [complaintLabels.product_name, (row) => row.product_name],
      [complaintLabels.category, (row) => row.category],
      [complaintLabels.priority, (row) => row.priority],
      [complaintLabels.status, (row) => row.status],
      [complaintLabels.assignee_id, (row) => row.assignee_name],
      [complaintLabels.created_at, (row) => row.created_at],
    ]
  },
}

/** The complaints API (docs/areas/complaints.md#api), spelled once. */
export const complaintPaths = {
  list: '/api/brand_complaints/get_complaints',
  detail: (id: string) => `/api/brand_complaints/get_complaint_details/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/brand_complaints/update_status/${encodeURIComponent(id)}`,
  assign: (id: string) => `/api/brand_complaints/assign/${encodeURIComponent(id)}`,
  addNote: (id: string) => `/api/brand_complaints/add_note/${encodeURIComponent(id)}`,
  assignees: '/api/brand_complaints/get_assignees',
  mentionOptions: '/api/brand_complaints/get_mention_options',
} as const
