import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Db } from '../db/client'
import { claimKey, findAnswer, inProgress, releaseKey, saveAnswer } from '../services/idempotency'
import type { AppEnv } from './types'

const maxKeyLength = 100

/**
 * `Idempotency-Key` on a create (DESIGN.md 3): a retry with the same key (same organisation, method and path)
 * gets the first answer back instead of making a second record. Only successful answers are kept; a refusal
 * frees the key so the corrected request can reuse it. Mount after requireAuth.
 */
export const idempotent = (db: Db) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('Idempotency-Key')?.trim()
    if (key === undefined) return next()
    if (key.length === 0 || key.length > maxKeyLength) {
      const message = `Idempotency-Key must be 1 to ${maxKeyLength} characters.`
      return c.json({ status: false, message, errors: { 'Idempotency-Key': [message] } }, 400)
    }
    const scope = { orgId: c.var.orgId, key, method: c.req.method, path: c.req.path }
    if (!(await claimKey(db, scope))) {
      const earlier = await findAnswer(db, scope)
      if (earlier && (earlier.method !== scope.method || earlier.path !== scope.path)) {
        return c.json({ status: false, message: 'This Idempotency-Key was already used for a different request.' }, 422)
      }
      if (!earlier || earlier.status === inProgress) {
        return c.json({ status: false, message: 'This request is still being processed. Please try again in a moment.' }, 409)
      }
      c.header('Idempotent-Replayed', 'true')
      return c.json(earlier.body as object, earlier.status as ContentfulStatusCode)
    }
    await next()
    const json = c.res.headers.get('content-type')?.startsWith('application/json')
    if (c.res.ok && json) await saveAnswer(db, scope, c.res.status, await c.res.clone().json())
    else await releaseKey(db, scope)
  })
