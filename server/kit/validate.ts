import { sValidator } from '@hono/standard-validator'
import type { ValidationTargets } from 'hono'
import type * as v from 'valibot'
import { hasSafeCharacters, messages, toFieldErrors } from '../../src/contract/common'
import { fail } from './result'
import { describe, type RequestPart } from './described'
import { failure } from './answer'
import type { FailureOptions } from './answer'

type AnySchema = v.GenericSchema | v.GenericSchemaAsync

/**
 * Where the first unsafe string of a request part is (a null byte or a lone surrogate half, in a value or a key, at any
 * depth, fields the schema ignores included), or undefined. A loop, not recursion: 64 KB of JSON can nest 30,000 deep.
 */
function unsafeStringAt(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, '_']]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next
    if (typeof value === 'string' && !hasSafeCharacters(value)) return path
    if (value === null || typeof value !== 'object' || value instanceof Blob) continue
    for (const [key, child] of Object.entries(value)) {
      if (!hasSafeCharacters(key)) return path
      pending.push([child, path === '_' ? key : `${path}.${key}`])
    }
  }
  return undefined
}

/**
 * Validates one part of the request; a failure answers 400 `{ status: false, message, errors }`,
 * or 413 when a file is over its size limit. `withError` adds `error` (see answer.ts).
 * The contract's safeText refuses null bytes in every field it knows; this also refuses them anywhere else
 * in the part (PostgreSQL text cannot hold them), so none reaches the database.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends AnySchema>(
  target: Target,
  schema: Schema,
  { withError = false }: FailureOptions = {},
) =>
  describe.schema(
    sValidator(target, schema, (result, c) => {
      const refuse = (message: string, errors: Record<string, string[]>, status: 400 | 413 = 400) =>
        failure(c, fail(status, message, { errors }), { withError })
      if (result.success) {
        const at = unsafeStringAt(result.data)
        return at === undefined ? undefined : refuse(messages.invalid, { [at]: [messages.invalid] })
      }
      // valibot hands its own issues to Standard Schema, so they carry path, kind, type and input.
      const issues = result.error as unknown as v.BaseIssue<unknown>[]
      const errors = toFieldErrors(issues)
      const message = Object.values(errors)[0]?.[0] ?? messages.invalid
      return refuse(message, errors, issues.some((issue) => issue.type === 'max_size') ? 413 : 400)
    }),
    target as RequestPart,
    schema,
  )
