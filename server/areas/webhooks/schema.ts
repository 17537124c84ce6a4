import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { webhookDeliveryStates } from '../../../src/contract/webhooks'
import { organisations, users } from '../../auth/schema'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

/**
 * An organisation's webhook endpoints (docs/integrations.md#webhooks). `secret` is the signing secret (`whsec_...`),
 * sealed with the server's key (AES-256-GCM, server/auth/totp-key.ts: TOTP_KEY or the data folder's key): it must be
 * read back to sign, so it cannot be hashed. `event_types` are record types of the history. The server disables an
 * endpoint whose deliveries keep failing (`disabled_reason`), counting deliveries failed for good in a row, and tells
 * the owners. After "Rotate secret" the old secret stays in `previous_secret` until `previous_secret_until` (24 hours):
 * meanwhile every delivery carries a signature under each.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description'),
    event_types: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabled_reason: text('disabled_reason'),
    failures_in_a_row: integer('failures_in_a_row').notNull().default(0),
    secret: text('secret').notNull(),
    previous_secret: text('previous_secret'),
    previous_secret_until: at('previous_secret_until'),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('webhook_endpoints_org_created_idx').on(t.org_id, t.created_at)],
)

/**
 * One message to one endpoint: a change (its history `seq`, at most one delivery per endpoint and seq, whichever API
 * process heard it first) or a test event. `message_id` is its webhook-id, kept by its retries and replays. A change's
 * record (`record_type`, `record_id`) keeps its deliveries to one endpoint in order: one waits while an earlier one of
 * the same record is still pending or retrying (the partial index finds those).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    endpoint_id: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    message_id: text('message_id').notNull(),
    event_type: text('event_type').notNull(),
    seq: bigint('seq', { mode: 'number' }),
    record_type: text('record_type'),
    record_id: text('record_id'),
    payload: jsonb('payload').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_seq')
      .on(t.endpoint_id, t.seq)
      .where(sql`${t.seq} is not null`),
    oneOf('webhook_deliveries_state_check', t.state, webhookDeliveryStates),
    index('webhook_deliveries_unfinished_idx')
      .on(t.endpoint_id, t.record_type, t.record_id, t.seq)
      .where(sql`${t.state} in ('pending', 'retrying')`),
  ],
)

/** Every attempt of a delivery: the delivery log of its endpoint. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    endpoint_id: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    delivery_id: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    status_code: integer('status_code'),
    duration_ms: integer('duration_ms').notNull(),
    error: text('error'),
    response: text('response'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_endpoint_at_idx').on(t.endpoint_id, t.at)],
)
