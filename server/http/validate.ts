import { sValidator } from '@hono/standard-validator'
import type { ValidationTargets } from 'hono'
import type * as v from 'valibot'
import { messages, toFieldErrors } from '../../src/contract/common'

type AnySchema = v.GenericSchema | v.GenericSchemaAsync

/** Validates one part of the request; a failure answers 400 `{ status: false, message, errors }`. */
export const validate = <Target extends keyof ValidationTargets, Schema extends AnySchema>(target: Target, schema: Schema) =>
  sValidator(target, schema, (result, c) => {
    if (result.success) return
    // valibot hands its own issues to Standard Schema, so they carry path, kind and input.
    const errors = toFieldErrors(result.error as unknown as v.BaseIssue<unknown>[])
    const message = Object.values(errors)[0]?.[0] ?? messages.invalid
    return c.json({ status: false, message, errors }, 400)
  })
