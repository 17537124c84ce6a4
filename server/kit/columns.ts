import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { bigint, check, customType, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { HistoryChange } from '../../src/contract/history'
import { productStatuses } from '../../src/contract/catalogue/list'

/** Column builders every area's tables share. */
export const at = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => at('created_at').notNull().defaultNow()
export const updatedAt = () => at('updated_at').notNull().defaultNow()

/** A CHECK that `column` holds one of `values` (the contract's tuple), written `column in ('a', 'b')`. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly (string | number)[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', '))})`)

export const statusCheck = (name: string, column: AnyPgColumn) => oneOf(name, column, productStatuses)

// node-postgres hands back a Buffer and PGlite a Uint8Array; both are Uint8Arrays.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * The columns of a trail of changes (docs/history.md), shared by the main API's `history_entries` and the ads
 * service's own: the main table adds the link from `org_id` to its organisations.
 */
export const historyColumns = () => ({
  id: uuid('id').primaryKey(),
  org_id: uuid('org_id').notNull(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  at: at('at').notNull(),
  record_type: text('record_type').notNull(),
  record_id: text('record_id').notNull(),
  record_label: text('record_label').notNull(),
  action: text('action').notNull(),
  /** Null for the system (a seed, a command-line tool). */
  actor_id: uuid('actor_id'),
  actor_name: text('actor_name').notNull(),
  actor_role: text('actor_role').notNull(),
  idempotency_key: text('idempotency_key'),
  changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
  prev_hash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
})
