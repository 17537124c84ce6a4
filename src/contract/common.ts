import * as v from 'valibot'
import * as m from '../paraglide/m/kit'

/**
 * The two messages every field may show, in the language of the moment (read when they are shown). Getters rather than
 * labelsFrom: this module is in /login's download, which the helper would grow (tests/size).
 */
export const messages = {
  get required() {
    return m.required()
  },
  get invalid() {
    return m.invalid()
  },
}

/** A message as a text, or a function that gives it in the language of the moment (src/contract/i18n, docs in src/ui/README.md). */
export type Message = string | (() => string)

/** The longest string any field takes, whatever its own limit (a JSON body is at most 64 KB anyway). */
const textLimit = 10_000

// A NUL cannot be stored in a PostgreSQL text column, and a lone surrogate half would be stored as U+FFFD.
const safeCharacters = /^(?:[^\0\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/
/** True when the string holds no null byte and no lone surrogate half. */
export const hasSafeCharacters = (value: string) => safeCharacters.test(value)

/**
 * Any string the API takes, before its own rules: no null byte, no broken UTF-16, at most `textLimit` characters.
 * Each refusal is 'Invalid input'; `message` is the field's own message for a value that is not a string.
 */
export const safeText = (message: Message = () => m.invalid()) =>
  v.pipe(
    v.string(message),
    v.check(hasSafeCharacters, () => m.invalid()),
    v.maxLength(textLimit, () => m.invalid()),
  )

/** Trimmed string that must not be empty once trimmed. */
export const requiredText = (message: Message) => v.pipe(safeText(), v.trim(), v.nonEmpty(message))

export type FieldErrors = Record<string, string[]>

/** Turns valibot issues into `{ field: [message] }`, the failure shape of docs/api.md#failures. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || '_'
    const message =
      issue.kind !== 'schema'
        ? issue.message
        : issue.input === undefined
          ? messages.required
          : issue.message.startsWith('Invalid type')
            ? messages.invalid
            : issue.message
    const list = (errors[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return errors
}

/** First message per field, for forms that show one line under each input. */
export function firstErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  return Object.fromEntries(Object.entries(toFieldErrors(issues)).map(([key, list]) => [key, list[0] ?? messages.invalid]))
}

export const messageResponse = v.object({ status: v.boolean(), message: v.string() })
export type MessageResponse = v.InferOutput<typeof messageResponse>

/** A failed request's body (docs/api.md#failures). Only a type: nothing validates it at run time. */
export type FailureBody = { status?: false; message?: string; error?: string; detail?: string; errors?: Record<string, string[]> }

/**
 * The last page a list serves: with page_size at most 100 the offset stays under a million, far inside
 * PostgreSQL's bigint and JavaScript's safe integers (1e20 or 1e308 would reach the database as '2e+21' or
 * 'Infinity'). A later page is 400, not an empty page.
 */
const maxPage = 10_000

export const listQuery = v.object({
  page: v.optional(v.pipe(safeText(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(maxPage)), '1'),
  page_size: v.optional(v.pipe(safeText(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
  search: v.optional(v.pipe(safeText(), v.trim(), v.maxLength(100))),
  ordering: v.optional(v.pipe(safeText(), v.regex(/^-?[a-z_]+$/, messages.invalid))),
})

/** `total_capped`: the server's count stopped at `total` (docs/api.md#answers): at least that many rows match. */
export const pagination = v.object({ page: v.number(), page_size: v.number(), total: v.number(), total_capped: v.optional(v.boolean()) })
export type Pagination = v.InferOutput<typeof pagination>

/** A write's answer: the message and, from this API, the row as saved (other servers may send only the message). */
export const savedResponse = <Row extends v.GenericSchema>(row: Row) => v.object({ status: v.boolean(), message: v.string(), data: v.optional(row) })
