import * as v from 'valibot'
import { listQuery, messages, pagination } from './common'

/** The most rows a `format=csv` export returns, whatever the filter matches. */
export const csvExportLimit = 10_000

/** `ordering` limited to `fields`, each ascending or descending with a leading '-'; anything else is 'Invalid input'. */
function orderingOf<const Field extends string>(fields: readonly Field[]) {
  const values = fields.flatMap((field) => [field, `-${field}` as const])
  return v.optional(v.picklist(values, messages.invalid))
}

/**
 * The list query of DESIGN.md 3 (page, page_size, search) with this list's own ordering fields,
 * `format=csv` for an export of every matching row, and the list's filters.
 */
export const listQueryWith = <const Field extends string, const Entries extends v.ObjectEntries>(fields: readonly Field[], filters: Entries) =>
  v.object({
    ...listQuery.entries,
    ordering: orderingOf(fields),
    format: v.optional(v.picklist(['json', 'csv'], messages.invalid)),
    ...filters,
  })

/** A query-string flag: 'true'/'1' or 'false'/'0'. */
export const queryFlag = v.pipe(
  v.picklist(['true', 'false', '1', '0'], messages.invalid),
  v.transform((value) => value === 'true' || value === '1'),
)

export const uuidOf = (message: string) => v.pipe(v.string(message), v.uuid(message))
export const queryId = uuidOf(messages.invalid)

/** An optional form value where a missing value, '' and null all mean "none"; the output is the value or null. */
export const optionalField = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.pipe(
    v.optional(v.union([v.literal(''), v.null(), schema]), null),
    v.transform((value): v.InferOutput<Schema> | null => (value === '' ? null : value)),
  )

/** An ISO 8601 timestamp with seconds and a zone, as `Date.toISOString()` writes it. */
export const timestampOf = (message: string) => v.pipe(v.string(message), v.nonEmpty(message), v.isoTimestamp('Please enter a valid date and time'))

/** Updates send back the updated_at they were based on; a stale one gets 409 with the current record. */
export const updatedAtField = timestampOf('The record version (updated_at) is missing. Reload and try again.')

/** Whole paise, zero or more, below ₹1 crore. */
export const paiseOf = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(1_000_000_000, 'The amount is too large'))

export const listResponse = <Item extends v.GenericSchema>(item: Item) =>
  v.object({ status: v.boolean(), message: v.string(), data: v.array(item), pagination })

export const detailResponse = <Item extends v.GenericSchema>(item: Item) => v.object({ status: v.boolean(), message: v.string(), data: item })

/** 409 for an update based on an old updated_at: the record as it is now, so the form can offer to reload it. */
export const staleResponse = <Item extends v.GenericSchema>(item: Item) => v.object({ status: v.literal(false), message: v.string(), current: item })

export const staleMessage = 'This record was changed by someone else. Reload it to see the latest version.'

/** Dropdown option of SPEC.md 3. */
export const option = v.object({ label: v.string(), value: v.string() })
export type Option = v.InferOutput<typeof option>
export const optionsResponse = detailResponse(v.array(option))
export type OptionsResponse = v.InferOutput<typeof optionsResponse>
