import * as v from 'valibot'

export const messages = {
  required: 'Required',
  invalid: 'Invalid input',
} as const

/** Trimmed string that must not be empty once trimmed. */
export const requiredText = (message: string) => v.pipe(v.string(messages.invalid), v.trim(), v.nonEmpty(message))

export type FieldErrors = Record<string, string[]>

/** Turns valibot issues into `{ field: [message] }`, the failure shape of DESIGN.md 3. */
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

/** A failed request's body (DESIGN.md 3). Only a type: nothing validates it at run time. */
export type FailureBody = { status?: false; message?: string; error?: string; detail?: string; errors?: Record<string, string[]> }

export const listQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '1'),
  page_size: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  ordering: v.optional(v.pipe(v.string(), v.regex(/^-?[a-z_]+$/, messages.invalid))),
})

export const pagination = v.object({ page: v.number(), page_size: v.number(), total: v.number() })
export type Pagination = v.InferOutput<typeof pagination>

/** A write's answer: the message and, from this API, the row as saved (other servers may send only the message). */
export const savedResponse = <Row extends v.GenericSchema>(row: Row) => v.object({ status: v.boolean(), message: v.string(), data: v.optional(row) })
