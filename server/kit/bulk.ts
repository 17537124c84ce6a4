import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { bulkLimit, bulkMessages } from '../../src/contract/bulk'
import type { BulkBody } from '../../src/contract/bulk'
import { toFieldErrors } from '../../src/contract/common'
import type { SessionUser } from '../auth/sessions'
import type { Db } from '../db/client'
import type { ListParams, ListResult } from './list-query'
import { fail, invalid } from './result'
import type { AppEnv } from './types'
import type { Failure, Saved } from './result'

type Schema<Output> = v.GenericSchema<unknown, Output>

/**
 * One bulk action: `run` is the area's own single-row write (setPromoCodeActive, setFeedStatus...), so every row
 * is org-scoped, checked and recorded exactly as one change from the record would be; `said` is the answer's
 * message ('10 promo codes deactivated'), a catalogue message read per request: `things` is the count and the list's word.
 */
export type BulkAction = {
  said: (inputs: { count: number; things: string }) => string
  /** `user` is the caller (the actor a complaint's timeline names); `input` the body as `body` parsed it. */
  run: (db: Db, orgId: string, id: string, request: BulkRequest) => Promise<Saved<unknown>>
  /** The action's own body (bulkBodyWith: a complaint's new status), when it takes more than the rows. */
  body?: v.GenericSchema<unknown, BulkBody>
  /** Roles that may read the list but not take this action (support reads bookings; those who book cancel them). */
  guard?: MiddlewareHandler<AppEnv>
  /** The action that undoes this one (deactivate for activate): the answer then offers it on the rows whose status changed. */
  reverse?: string
}
/** The caller and the action's body, for each row's write. */
export type BulkRequest = { user: SessionUser; input: BulkBody & Record<string, unknown> }

/**
 * What a list's bulk routes need: its list read (for a filter and the export), how a row names its id, its actions.
 * `user` is the caller, for a list that reads by them ('assigned to me', contact details by role).
 */
export type BulkList<Params extends ListParams, Row> = {
  /** The list's query, as its list route validates it. */
  query: Schema<Params>
  list: (db: Db, orgId: string, params: Params, signal: AbortSignal | undefined, user: SessionUser) => Promise<ListResult<Row>>
  get: (db: Db, orgId: string, id: string, user: SessionUser) => Promise<Row | null>
  rowId: (row: Row) => string
  actions: Record<string, BulkAction>
  /** A row's status, to tell the rows an action changed from those already so; its `status` and `is_active` when absent. */
  state?: (row: Row) => string
  /** A row's version, to tell a row someone changed meanwhile; its `updated_at` when absent. */
  version?: (row: Row) => string
}

type Versioned = { status?: unknown; is_active?: unknown; updated_at?: unknown }
const stateOf = (row: unknown) => JSON.stringify([(row as Versioned).status, (row as Versioned).is_active])
const versionOf = (row: unknown) => {
  const at = (row as Versioned).updated_at
  return at instanceof Date ? at.toISOString() : String(at ?? '')
}

/**
 * The action, watched for its Undo: with `versions` (an Undo) a row whose version is not the one given fails alone
 * ("Changed by someone else since"); with a `reverse`, the rows whose status it changed are kept with their new versions.
 */
export function watchedAction<Params extends ListParams, Row>(
  list: BulkList<Params, Row>,
  action: BulkAction,
  versions: Readonly<Record<string, string>> | undefined,
  changedMeanwhile: () => string,
): { action: BulkAction; changed: Record<string, string> } {
  const changed: Record<string, string> = {}
  if (!versions && action.reverse === undefined) return { action, changed }
  const state = list.state ?? stateOf
  const version = list.version ?? versionOf
  const run: BulkAction['run'] = async (db, orgId, id, request) => {
    const before = await list.get(db, orgId, id, request.user)
    if (versions && before !== null && version(before) !== versions[id]) return fail(409, changedMeanwhile())
    const result = await action.run(db, orgId, id, request)
    if (!result.ok || versions || before === null) return result
    const after = await list.get(db, orgId, id, request.user)
    if (after !== null && state(after) !== state(before)) changed[id] = version(after)
    return result
  }
  return { action: { ...action, run }, changed }
}

export type BulkOutcome = { ok: true; done: number; failed: { id: string; message: string }[] } | Failure

/** Rows changed at once: a PostgreSQL pool runs a few side by side; PGlite queues them. */
const concurrency = 4

/**
 * The ids a bulk body names: its own, or every row its filter matches (the list's query, validated as the list
 * route does, in the list's order), at most `bulkLimit`.
 */
export async function bulkIds<Params extends ListParams, Row>(
  db: Db,
  user: SessionUser,
  list: BulkList<Params, Row>,
  body: BulkBody,
  signal?: AbortSignal,
): Promise<string[] | Failure> {
  if (body.ids) return [...new Set(body.ids)]
  const parsed = v.safeParse(list.query, { ...body.filter, page: undefined, page_size: undefined, format: undefined })
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(toFieldErrors(parsed.issues)).map(([key, messages]) => [`filter.${key}`, messages]))
    return invalid(errors)
  }
  // One past the limit tells "exactly 5,000" from "more"; the CSV batch form skips the count.
  const { rows } = await list.list(db, user.orgId, { ...parsed.output, page: 1, page_size: bulkLimit + 1, format: 'csv' }, signal, user)
  if (rows.length > bulkLimit) return fail(400, bulkMessages.tooMany, { errors: { filter: [bulkMessages.tooMany] } })
  if (rows.length === 0) return fail(400, bulkMessages.none, { errors: { filter: [bulkMessages.none] } })
  return rows.map(list.rowId)
}

/**
 * Runs `action` on every id, each through the row's own write, and answers per row: another organisation's id or a
 * row gone meanwhile fails alone ("Promo code not found."), the rest are done.
 */
export async function runBulk(db: Db, orgId: string, action: BulkAction, ids: readonly string[], request: BulkRequest): Promise<BulkOutcome> {
  const failed: { id: string; message: string }[] = []
  let done = 0
  let next = 0
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const id = ids[index] as string
      const result = await action.run(db, orgId, id, request)
      if (result.ok) done += 1
      else failed.push({ id, message: result.message })
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker))
  // In the order asked, whatever order the workers finished in.
  const order = new Map(ids.map((id, index) => [id, index]))
  failed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  return { ok: true, done, failed }
}

/** The rows of the chosen ids that are the organisation's, in the order chosen (for the export of a selection). */
export async function rowsOf<Params extends ListParams, Row>(db: Db, user: SessionUser, list: BulkList<Params, Row>, ids: readonly string[]): Promise<Row[]> {
  const rows: Row[] = []
  for (const id of ids) {
    const row = await list.get(db, user.orgId, id, user)
    if (row !== null) rows.push(row)
  }
  return rows
}
