import * as v from 'valibot'
import { messages } from './common'
import { flatRecord } from './flat-record'

// Bulk actions on a list (docs/api.md#bulk): one request changes many rows, each through the same write a single
// change uses, and the answer says what was done and which rows failed and why.

/** The most rows one bulk request takes, by ids or by a filter. */
export const bulkLimit = 5000

export const bulkMessages = {
  none: 'Choose at least one row.',
  tooMany: `At most ${bulkLimit.toLocaleString('en-IN')} rows at once. Choose fewer or narrow the filter.`,
  badId: 'Invalid id',
  oneOf: 'Send either ids or a filter.',
} as const

const rowId = v.pipe(v.string(bulkMessages.badId), v.uuid(bulkMessages.badId))
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Rows' versions by id (an Undo's rows as the action left them): at most `bulkLimit`, each a short string. */
const versionsOf = v.pipe(
  v.unknown(),
  v.check(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      Object.keys(input).length <= bulkLimit &&
      Object.entries(input).every(([key, value]) => uuidPattern.test(key) && typeof value === 'string' && value.length <= 64),
    messages.invalid,
  ),
  v.transform((input) => input as Record<string, string>),
)

/**
 * POST /api/bulk/<list>/<action>: the chosen rows' `ids`, or `filter`, the list's own query (every row it matches:
 * "all 240 matching this filter"). Either, not both.
 */
const chosenRows = {
  ids: v.optional(v.pipe(v.array(rowId, messages.invalid), v.minLength(1, bulkMessages.none), v.maxLength(bulkLimit, bulkMessages.tooMany))),
  filter: v.optional(flatRecord<string>((value) => typeof value === 'string' && value.length <= 200, messages.invalid)),
  /** An Undo's rows as the action left them (each row's `updated_at`): a row changed since is reported, not changed back. */
  versions: v.optional(versionsOf),
}

/** The body of an action that takes values of its own beside the rows: a complaint's new status, a cancel's reason. */
export const bulkBodyWith = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.pipe(
    v.object({ ...chosenRows, ...entries }),
    v.check((body) => (body.ids === undefined) !== (body.filter === undefined), bulkMessages.oneOf),
  )
export const bulkBody = bulkBodyWith({})
export type BulkBody = v.InferOutput<typeof bulkBody>

/** A row the action could not change, with the reason its own write gave ("Promo code not found."). */
const bulkFailure = v.object({ id: v.string(), message: v.string() })

/** The answer: how many rows changed and the ones that did not. */
export const bulkResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  done: v.number(),
  failed: v.array(bulkFailure),
  /** The way back where the action has one (deactivate for activate): the reverse action, on the rows it changed, at their new versions. */
  undo: v.optional(v.object({ action: v.string(), versions: versionsOf })),
})
export type BulkResult = v.InferOutput<typeof bulkResponse>

/** The path of a list's bulk action: `list` is its app path without the slash ('promo-codes'). */
export const bulkPath = (list: string, action: string) => `/api/bulk/${list}/${action}`
