import { sValidator } from '@hono/standard-validator'
import type { ValidationTargets } from 'hono'
import type * as v from 'valibot'
import { messages, toFieldErrors } from '../../src/contract/common'
import type { FailureOptions } from './answer'

type AnySchema = v.GenericSchema | v.GenericSchemaAsync

/**
 * Validates one part of the request; a failure answers 400 `{ status: false, message, errors }`,
 * or 413 when a file is over its size limit. `withError` adds `error` (see answer.ts).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends AnySchema>(
  target: Target,
  schema: Schema,
  { withError = false }: FailureOptions = {},
) =>
  sValidator(target, schema, (result, c) => {
    if (result.success) return
    // valibot hands its own issues to Standard Schema, so they carry path, kind, type and input.
    const issues = result.error as unknown as v.BaseIssue<unknown>[]
    const errors = toFieldErrors(issues)
    const message = Object.values(errors)[0]?.[0] ?? messages.invalid
    const status = issues.some((issue) => issue.type === 'max_size') ? 413 : 400
    return c.json({ status: false, message, ...(withError ? { error: message } : {}), errors }, status)
  })
