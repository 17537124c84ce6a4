import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Db } from '../db/client'
import { findEarlierUse, keepAnswerAfter, keyedCreate, stillProcessing } from './idempotency'
import type { EarlierUse, IdempotencyScope, KeyedCreate, StoredAnswer } from './idempotency'
import type { Outcome } from './result'
import { answerer } from './answer'
import { badKeyAnswer, idempotencyKeyOf } from './idempotency-key'
import type { FailureOptions } from './answer'
import type { AppEnv } from './types'
import { differentRequest } from '../../src/paraglide/m/server'
import { describe } from './described'

/** What `idempotent` gives the route: the request's key for its create's transaction, undefined without a key. */
export type IdempotencyHandle = { keyed: (answerOf: (data: unknown) => StoredAnswer) => KeyedCreate | undefined }
export type KeyedEnv = AppEnv & { Variables: { idempotency: IdempotencyHandle } }

const sha256 = (data: string | ArrayBuffer) =>
  createHash('sha256')
    .update(typeof data === 'string' ? data : new Uint8Array(data))
    .digest('hex')

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** JSON with every object's keys sorted, so the same values hash the same however they were ordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => byName(a, b)))
      : item,
  )

/** A hash of what the body says: a form's fields by name (files by their bytes), JSON's values, otherwise its bytes. */
async function bodyHash(c: Context): Promise<string> {
  const type = c.req.header('Content-Type') ?? ''
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
    const bytes = await c.req.arrayBuffer()
    const form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData().catch(() => null)
    if (!form) return sha256(bytes)
    // Hono's form validator reads the parsed form from here (as it stores it) instead of parsing the upload again.
    c.req.bodyCache.formData = form
    const fields = await Promise.all(
      [...form.entries()].map(async ([name, value]): Promise<[string, unknown]> =>
        typeof value === 'string' ? [name, value] : [name, { file: value.name, type: value.type, sha256: sha256(await value.arrayBuffer()) }],
      ),
    )
    // By name (a stable sort keeps the order of one name's files, which is the order they are shown in).
    return sha256(canonical(fields.sort(([a], [b]) => byName(a, b))))
  }
  const text = await c.req.text()
  try {
    return sha256(canonical(JSON.parse(text)))
  } catch {
    return sha256(text)
  }
}

async function scopeOf(c: Context<KeyedEnv>, key: string): Promise<IdempotencyScope> {
  const { method } = c.req
  const path = c.req.path + new URL(c.req.url).search
  const fingerprint = sha256(JSON.stringify([method, path, c.get('orgId'), c.get('user').id, await bodyHash(c)]))
  return { orgId: c.get('orgId'), key, method, path: c.req.path, fingerprint }
}

function answerUse(c: Context, use: EarlierUse): Response {
  if (use?.kind === 'answer') return c.json(use.answer.body as object, use.answer.status as ContentfulStatusCode, { 'Idempotent-Replayed': 'true' })
  if (use?.kind === 'different') return c.json({ status: false, message: differentRequest(), errors: { 'Idempotency-Key': [differentRequest()] } }, 422)
  return c.json({ status: false, message: stillProcessing() }, 409)
}

/**
 * `Idempotency-Key` on a create (docs/api.md#idempotency), as Stripe has it. The key is bound to a fingerprint of its request
 * (method, path, organisation, user and body): a retry of the same request gets the first answer back instead of
 * making a second record; the same key on another request gets 422. The create's own transaction claims the key
 * and keeps the answer (see `created` and KeyedCreate), so a crash leaves no trace and a refusal frees the key.
 * A duplicate running at the same time waits for the first to end and is answered with its outcome.
 * Mount after requireAuth and before the body validator.
 */
export const idempotent = (db: Db) =>
  describe.keyed(
    createMiddleware<KeyedEnv>(async (c, next) => {
      const header = c.req.header('Idempotency-Key')
      if (header === undefined) {
        c.set('idempotency', { keyed: () => undefined })
        return next()
      }
      const key = idempotencyKeyOf(header)
      if (!key) return badKeyAnswer(c)
      c.set('idempotencyKey', key)
      const scope = await scopeOf(c, key)
      const earlier = await findEarlierUse(db, scope)
      if (earlier) return answerUse(c, earlier)
      let keyed: KeyedCreate | undefined
      c.set('idempotency', { keyed: (answerOf) => (keyed = keyedCreate(scope, answerOf)) })
      await next()
      if (keyed?.taken) {
        // A duplicate committed first while this one waited for the key: answer as a retry would be.
        c.res = answerUse(c, await findEarlierUse(db, scope))
      } else if (!keyed?.kept && c.res.ok && c.res.headers.get('content-type')?.startsWith('application/json')) {
        await keepAnswerAfter(db, scope, { status: c.res.status, body: await c.res.clone().json() })
      }
    }),
  )

/**
 * A keyed create's route: runs `write` with the request's key (for its transaction) and answers 201 with the
 * saved record, or the refusal. The answer kept with the key is this same body.
 */
export async function created<Data>(
  c: Context<KeyedEnv>,
  message: string,
  write: (key: KeyedCreate | undefined) => Promise<Outcome<{ data: Data }>>,
  options: FailureOptions = {},
): Promise<Response> {
  const key = c.get('idempotency').keyed((data) => ({ status: 201, body: { status: true, message, data } }))
  return answerer(options)(c, await write(key), message, 201)
}
