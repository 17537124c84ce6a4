import * as v from 'valibot'
import { listQuery, messages, pagination, safeText, type Message } from './common'
import { dateBetween, validDateTime } from '../paraglide/m/kit'
import { recordChanged } from '../paraglide/m/server'

/** `ordering` limited to `fields`, each ascending or descending with a leading '-'; anything else is 'Invalid input'. */
function orderingOf<const Field extends string>(fields: readonly Field[]) {
  const values = fields.flatMap((field) => [field, `-${field}` as const])
  return v.optional(v.picklist(values, messages.invalid))
}

/**
 * The list query of docs/api.md#lists (page, page_size, search) with this list's own ordering fields,
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

export const uuidOf = (message: Message) => v.pipe(v.string(message), v.uuid(message))
export const queryId = uuidOf(messages.invalid)

/** An optional form value where a missing value, '' and null all mean "none"; the output is the value or null. */
export const optionalField = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.pipe(
    v.optional(v.union([v.literal(''), v.null(), schema]), null),
    v.transform((value): v.InferOutput<Schema> | null => (value === '' ? null : value)),
  )

/** Business dates and timestamps lie in these years: anything else is a typo (and year 0 is one PostgreSQL refuses). */
const yearRange = { min: 2000, max: 2100 } as const
const yearMessage = () => dateBetween({ min: yearRange.min, max: yearRange.max })
const invalidTimestamp = () => validDateTime()

// Each check speaks only when its own concern is at fault, so a malformed value gets the format's message alone.
const isoDay = /^\d{4}-\d{2}-\d{2}/
/** valibot's isoDate and isoTimestamp take any day up to 31 and Date rolls 2026-02-30 over to 2 March: the day must round-trip. */
const dayExists = (text: string) => {
  const day = isoDay.exec(text)?.[0]
  if (day === undefined) return true
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}
const yearInRange = (text: string) => {
  const year = isoDay.test(text) ? Number(text.slice(0, 4)) : yearRange.min
  return year >= yearRange.min && year <= yearRange.max
}

/** A calendar day, YYYY-MM-DD, that exists and lies in yearRange. */
export const dateOf = (message: Message) => v.pipe(safeText(message), v.isoDate(message), v.check(dayExists, message), v.check(yearInRange, yearMessage))

/**
 * An ISO 8601 timestamp with seconds and a zone, as `Date.toISOString()` writes it, of a day that exists in yearRange.
 * It must also parse with Date, which the server stores it through (valibot allows ' +05:30', which Date does not).
 */
export const timestampOf = (message: Message) =>
  v.pipe(
    v.string(message),
    v.nonEmpty(message),
    v.isoTimestamp(invalidTimestamp),
    v.check((text) => dayExists(text) && !Number.isNaN(Date.parse(text)), invalidTimestamp),
    v.check(yearInRange, yearMessage),
  )

/** Updates send back the updated_at they were based on; a stale one gets 409 with the current record. */
export const updatedAtField = timestampOf('The record version (updated_at) is missing. Reload and try again.')

/** Stock of one location: whole units, at most a million, so the sum over both locations fits PostgreSQL's integer (int4). */
export const stockLimit = 1_000_000

/** Whole paise, zero or more, below ₹1 crore. */
export const paiseOf = (message: Message) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(1_000_000_000, 'The amount is too large'))

export const listResponse = <Item extends v.GenericSchema>(item: Item) =>
  v.object({ status: v.boolean(), message: v.string(), data: v.array(item), pagination })

export const detailResponse = <Item extends v.GenericSchema>(item: Item) => v.object({ status: v.boolean(), message: v.string(), data: item })

/** 409 for an update based on an old updated_at: the record as it is now, so the form can offer to reload it. */
export const staleResponse = <Item extends v.GenericSchema>(item: Item) => v.object({ status: v.literal(false), message: v.string(), current: item })

/** Read when said, in the language of the moment (the request's on the server). */
export const staleMessage = () => recordChanged()

/** Dropdown option of docs/app.md#forms. */
export const option = v.object({ label: v.string(), value: v.string() })
export type Option = v.InferOutput<typeof option>
export const optionsResponse = detailResponse(v.array(option))
export type OptionsResponse = v.InferOutput<typeof optionsResponse>
