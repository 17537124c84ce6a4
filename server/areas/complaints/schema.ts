import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId, users } from '../../auth/schema'
import { productVariants } from '../catalogue'
import { eventKinds } from '../../../src/contract/complaints'
import { complaintCategories, complaintPriorities, complaintStatuses } from '../../../src/contract/complaints/list'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'
import { subscribers } from '../subscribers'

export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    /** Shown as CMP-000123; numbered per organisation. */
    ticket_seq: integer('ticket_seq').notNull(),
    subscriber_id: uuid('subscriber_id')
      .notNull()
      .references(() => subscribers.id),
    order_reference: text('order_reference').notNull().default(''),
    order_placed_at: at('order_placed_at'),
    order_amount_paise: integer('order_amount_paise'),
    product_variant_id: uuid('product_variant_id').references(() => productVariants.id),
    category: text('category', { enum: complaintCategories }).notNull(),
    priority: text('priority', { enum: complaintPriorities }).notNull(),
    status: text('status', { enum: complaintStatuses }).notNull(),
    description: text('description').notNull(),
    assignee_id: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    resolved_at: at('resolved_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('complaints_org_ticket_key').on(t.org_id, t.ticket_seq),
    index('complaints_org_created_idx').on(t.org_id, t.created_at),
    index('complaints_org_status_idx').on(t.org_id, t.status, t.created_at),
    index('complaints_org_resolved_idx').on(t.org_id, t.resolved_at),
    index('complaints_subscriber_idx').on(t.subscriber_id),
    index('complaints_assignee_idx').on(t.assignee_id),
    oneOf('complaints_status', t.status, complaintStatuses),
    oneOf('complaints_priority', t.priority, complaintPriorities),
  ],
)

export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    complaint_id: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: eventKinds }).notNull(),
    body: text('body').notNull().default(''),
    from_status: text('from_status', { enum: complaintStatuses }),
    to_status: text('to_status', { enum: complaintStatuses }),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaint_id, t.created_at), index('complaint_events_org_idx').on(t.org_id)],
)
