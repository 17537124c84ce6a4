import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { organisations } from '../auth/schema'
import { at, createdAt } from './columns'

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_start_idx').on(t.windowStart)],
)

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of method, path, organisation, user and body; null on keys kept before it existed. */
    fingerprint: text('fingerprint'),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
)

/**
 * Figures every API process must agree on (the dashboard's, per organisation): computed by one process at a
 * time and kept here for the others (server/kit/stats-cache.ts). `computed_at`: when the computing began;
 * `changed_at`: the last write that changed what they count; `refreshing_until`: a process computes them until then.
 */
export const sharedFigures = pgTable('shared_figures', {
  key: text('key').primaryKey(),
  figures: jsonb('figures'),
  computedAt: at('computed_at').notNull(),
  changedAt: at('changed_at').notNull(),
  refreshingUntil: at('refreshing_until'),
})
