import type { Context, Hono, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type * as v from 'valibot'
import type { CsvSpec } from '../../src/contract/vocabulary'
import type { Db } from '../db/client'
import type { KeyedCreate } from './idempotency'
import type { ListParams, ListResult } from './list-query'
import type { Saved } from './owned-writes'
import { found } from './result'
import { answerer } from './answer'
import type { FailureOptions } from './answer'
import { created, idempotent } from './idempotent'
import type { KeyedEnv } from './idempotent'
import { exportableList } from './list-answer'
import type { AppEnv } from './types'
import { validate } from './validate'

type Schema<Output> = v.GenericSchema<unknown, Output> | v.GenericSchemaAsync<unknown, Output>

/** A message of the catalogues (server.json or the area's), called when the answer is written. */
type Say = () => string
/** A resource's words, whole messages rather than a noun: Hindi orders and inflects them its own way ('प्रोमो कोड लोड हुए'). */
type ResourceTexts = { listed: Say; loaded: Say; created: Say; updated: Say }

export type Resource = {
  /** The area check (requireArea) in front of every route. */
  guard: MiddlewareHandler<AppEnv>
  /** The answers' messages ('Promo codes loaded', 'Promo code loaded', 'Promo code created'...), each read per request in its language. */
  says: ResourceTexts
  /** How the record routes answer a failure (promo codes add `error`, docs/areas/promo-codes.md#messages); a list's query failures are answered plainly. */
  failures?: FailureOptions
  /** The body limit of create and update when they take a multipart form (with files) instead of JSON. */
  upload?: MiddlewareHandler
}

/** A body limit for a route that takes files (app.ts leaves those out of its 64 KB JSON limit): 413 with `message` (read per request) past it. */
export const uploadLimit = (maxSize: number, message: () => string) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ status: false, message: message() }, 413) })

/** A path without `:id` names no record: nothing is found. */
const pathId = (c: Context) => c.req.param('id') ?? ''

/** What a validator middleware in front of the handler left for it (read untyped: the kit's schemas are generic). */
const validated = <Output>(c: Context, target: 'query' | 'json' | 'form') => (c.req.valid as (target: string) => unknown)(target) as Output

/**
 * The routes every record area has (list, detail, create, versioned update, status change), declared on `app`
 * one call each: paths, schemas and service functions in, the usual answers and messages out.
 */
export function resourceRoutes(app: Hono<AppEnv>, db: Db, { guard, says, failures = {}, upload }: Resource) {
  const answer = answerer(failures)
  const body = upload ? 'form' : 'json'
  const limit = upload ? [upload] : []
  const route = (method: string, path: string, middleware: unknown[], handler: (c: Context<KeyedEnv>) => Promise<Response>) =>
    app.on(method, path, guard, ...(middleware as MiddlewareHandler[]), handler as unknown as MiddlewareHandler)
  const routes = {
    list<Params extends ListParams, Row>(
      path: string,
      query: Schema<Params>,
      list: (db: Db, orgId: string, params: Params, signal?: AbortSignal) => Promise<ListResult<Row>>,
      csv: CsvSpec<Row>,
    ) {
      app.get(
        path,
        guard,
        // Its large exports run as jobs under the file's name (docs/areas/jobs.md#large-exports).
        exportableList<Params, Row>(csv.filename, query, says.listed, csv, (scope, params, signal) => list(db, scope.orgId, params, signal)),
      )
      return routes
    },
    detail<Data>(path: string, get: (db: Db, orgId: string, id: string) => Promise<Data | null>, notFound: Say) {
      route('GET', path, [], async (c) => answer(c, found(await get(db, c.var.orgId, pathId(c)), notFound()), says.loaded()))
      return routes
    },
    /** `said` is the message ('Promo code activated'), read when the answer is written; the id is the body's `id` or the path's `:id`. */
    status<Input extends object, Data>(
      method: 'POST' | 'PUT',
      path: string,
      schema: Schema<Input>,
      set: (db: Db, orgId: string, id: string, change: Omit<Input, 'id'>) => Promise<Saved<Data>>,
      said: (change: Omit<Input, 'id'>) => string,
    ) {
      route(method, path, [validate('json', schema, failures)], async (c) => {
        const { id = pathId(c), ...change } = validated<Input & { id?: string }>(c, 'json')
        return answer(c, await set(db, c.var.orgId, id, change), said(change))
      })
      return routes
    },
    create<Input, Data>(path: string, schema: Schema<Input>, save: (db: Db, orgId: string, input: Input, key?: KeyedCreate) => Promise<Saved<Data>>) {
      route('POST', path, [...limit, idempotent(db), validate(body, schema, failures)], (c) =>
        created(c, says.created(), (key) => save(db, c.var.orgId, validated<Input>(c, body), key), failures),
      )
      return routes
    },
    /** The id is the path's `:id`, or without one the body's `id`. */
    update<Input, Data>(path: string, schema: Schema<Input>, save: (db: Db, orgId: string, input: Input & { id: string }) => Promise<Saved<Data>>) {
      route('PUT', path, [...limit, validate(body, schema, failures)], async (c) => {
        const input = validated<Input & { id: string }>(c, body)
        const id = c.req.param('id')
        return answer(c, await save(db, c.var.orgId, id === undefined ? input : { ...input, id }), says.updated())
      })
      return routes
    },
  }
  return routes
}
