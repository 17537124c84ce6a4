import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type * as v from 'valibot'
import type { HistoryAction, HistoryRecordType } from '../../src/contract/history'
import type { AreaPath } from '../../src/contract/permissions'
import type { OrgIds } from './catalogue-fixtures'
import type { TestContext } from './helpers'

/**
 * A row of the shared server rules' table (tests/server/endpoints.ts gathers every `*-endpoints.ts`): a new endpoint
 * gets 401, 403 per role, another organisation's id, idempotency, 409, page-size and history checks by adding a row.
 */
export type Kind = 'read' | 'list' | 'detail' | 'create' | 'update' | 'status' | 'bulk'
export type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH'; path: string; body?: unknown }
/** `ids`: the records the call targets (another organisation's for the 404 rule); `unique`: fresh per call; `stale`: send an old updated_at. */
export type CallContext = { t: TestContext; ids: OrgIds; unique: string; stale?: boolean }
/** A table whose rows belong to an organisation (creates count their rows in it). */
type Owned = PgTable & { id: PgColumn; org_id: PgColumn }
type Versioned = Owned & { updated_at: PgColumn }

export type Endpoint = {
  kind: Kind
  /** The caller's role must open one of these areas (src/contract/permissions.ts). */
  areas: readonly [AreaPath, ...AreaPath[]]
  call: (context: CallContext) => Call | Promise<Call>
  /** Creates: the table the record lands in, to count it. */
  table?: Owned
  /** Writes: the contract's answer, which carries the record as saved. */
  saved?: v.GenericSchema
  /** Writes: the record type and action of the one history entry a success leaves (docs/history.md). */
  history?: { type: HistoryRecordType; action: HistoryAction }
  /** Writes: a body the contract refuses (400), where an empty one would pass. */
  invalid?: unknown
}

export const staleVersion = '2020-01-01T00:00:00.000Z'

/** The record's updated_at as the API shows it (milliseconds), or an old one for the 409 rule. */
export async function versionOf({ t, stale }: CallContext, table: Versioned, id: string): Promise<string> {
  if (stale) return staleVersion
  const [row] = await t.db.select({ updated_at: table.updated_at }).from(table).where(eq(table.id, id))
  return (row?.updated_at as Date | undefined)?.toISOString() ?? staleVersion
}

export const get = (path: string): Call => ({ method: 'GET', path })

/**
 * A column's value in the row `id` of `table` now: a status row sends the other value, so each call changes the
 * record (the history rule wants a changed field from every successful write).
 */
export async function valueOf<Value>({ t }: CallContext, table: Owned, column: PgColumn, id: string): Promise<Value | undefined> {
  const [row] = await t.db
    .select({ value: column })
    .from(table as PgTable)
    .where(eq(table.id, id))
  return row?.value as Value | undefined
}
