import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { organisations } from '../auth/schema'
import { at, createdAt, historyColumns } from './columns'

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
 * The trail of every change (docs/history.md): one row per write, appended in the write's own transaction by
 * server/kit/history.ts and never updated or deleted (a trigger refuses both). `seq` numbers an organisation's
 * entries 1, 2, 3...; `hash` is sha256 of `prev_hash` and the entry's fields, so an edit breaks the chain.
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    ...historyColumns(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id),
  },
  (t) => [
    uniqueIndex('history_entries_org_seq').on(t.org_id, t.seq),
    // A record's history, newest first; the organisation's activity by time (both walk backwards from the newest).
    index('history_entries_record_idx').on(t.org_id, t.record_type, t.record_id, t.at, t.seq),
    index('history_entries_org_at_idx').on(t.org_id, t.at, t.seq),
    // The Activity screen's search by record (a contains-search, like the variants').
    index('history_entries_label_trgm_idx').using('gin', t.record_label.op('gin_trgm_ops')),
  ],
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

/**
 * The checked rows of a file imported in parts (docs/api.md#import): each part is checked and kept here, then one
 * transaction writes every part and deletes them, so a file of many parts is imported whole or not at all. Parts left
 * behind (a file never committed) go after a day.
 */
export const importParts = pgTable(
  'import_parts',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    importer: text('importer').notNull(),
    file: text('file').notNull(),
    part: integer('part').notNull(),
    rows: integer('rows').notNull(),
    values: jsonb('values').notNull(),
    /** The part's rows the import skips (sent with skip_invalid): each row's line, cells by field and reasons. */
    skipped: jsonb('skipped').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.importer, t.file, t.part] }), index('import_parts_created_at_idx').on(t.createdAt)],
)
