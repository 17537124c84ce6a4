import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
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
import type { IdempotencyHandle, KeyedEnv } from './idempotent'
import { exportableList, listRoute } from './list-answer'
import type { ExportScope } from './background-export'
import type { AppEnv } from './types'
import { validate } from './validate'

type Schema<Output> = v.GenericSchema<unknown, Output> | v.GenericSchemaAsync<unknown, Output>

/** A message of the catalogues (server.json or the area's), called when the answer is written. */
type Say = () => string
/** A resource's words, whole messages rather than a noun: Hindi orders and inflects them its own way ('प्रोमो कोड लोड हुए'). */
type ResourceTexts = { listed: Say; loaded: Say; created: Say; updated: Say }

/** A check in front of a route, in the app's own context (AppEnv, or the ads service's). */
type Guard<E extends Env = AppEnv> = MiddlewareHandler<E>

export type Resource<E extends Env = AppEnv> = {
  /** The area check (requireArea) in front of every route, unless a route names its own (`guard`, [] for none). */
  guard?: Guard<E>
  /** The answers' messages ('Promo codes loaded', 'Promo code loaded', 'Promo code created'...), each read per request in its
   * language: needed by list (`listed`, unless it says its own), detail, create and update. */
  says?: Partial<ResourceTexts>
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
const validated = <Output>(c: Context, target: 'param' | 'query' | 'json' | 'form') => (c.req.valid as (target: string) => unknown)(target) as Output

/** The request parts a route validates, each with its contract schema (kit/validate.ts, described for the OpenAPI document). */
type Parts = { param?: Schema<unknown>; query?: Schema<unknown>; json?: Schema<unknown>; form?: Schema<unknown> }
type Part = keyof Parts
/** The validated parts, as the handler gets them. */
type Input<P> = { [K in Extract<keyof P, Part>]: P[K] extends Schema<infer Output> ? Output : never }

/**
 * How one route is declared besides its parts: `guard` replaces the declaration's guard (an array for several checks, [] for
 * none); `keyed` takes an Idempotency-Key (kit/idempotent.ts); `limit` is a body limit of its own (uploads); `failures` its
 * own failure answers (`withError`).
 */
type Options<E extends Env> = { guard?: Guard<E> | Guard<E>[]; keyed?: boolean; limit?: MiddlewareHandler; failures?: FailureOptions }
/** A keyed route's context carries its Idempotency-Key for `created` (kit/idempotent.ts). */
type Handler<Path extends string, P, E extends Env> = (
  c: Context<P extends { keyed: true } ? E & { Variables: { idempotency: IdempotencyHandle } } : E, Path>,
  input: Input<P>,
) => Response | Promise<Response>

/** Checked in this order, as the hand-written routes did: the path's params, then the query, then the body. */
const partOrder: Part[] = ['param', 'query', 'json', 'form']

/** A list's figures over every matching row (the wallet's credits and debits), answered beside the page. */
type Listed<Row> = ListResult<Row> & { totals?: object }

type ListOptions<Params, Row, E extends Env> = {
  guard?: Guard<E> | Guard<E>[]
  /** The list's message, when it is not the declaration's `says.listed`. */
  says?: Say
  /** The name its background exports run under (docs/areas/jobs.md#large-exports), when it is not the CSV file's. */
  name?: string
  /**
   * A read that may answer by itself (a dropdown served by the same path); the exports still read by `read`. Without a
   * `read` (the ads service, which has no job queue) it reads the exports too, and they always stream.
   */
  answer?: (c: Context<E>, params: Params, signal: AbortSignal) => Promise<Listed<Row> | Response>
}

/**
 * The one way a server route is declared (issue 30): paths, contract schemas and service functions in, the usual answers
 * and messages out. The record routes every area has (list, detail, create, versioned update, status change) are one
 * call each; any other route is `get`/`post`/`put`/`patch`/`delete` with its validated parts. Routes are added to `app`
 * in the order they are declared. `E` is the app's context: the main API's (AppEnv), or the ads service's, which has no
 * main database (`db` unset) and so neither record routes nor `keyed` (it reads its Idempotency-Key itself).
 */
class Routes<E extends Env = AppEnv> {
  readonly #answer
  constructor(
    readonly app: Hono<E>,
    readonly db: Db | undefined,
    readonly resource: Resource<E> = {},
  ) {
    this.#answer = answerer(resource.failures ?? {})
  }

  get #db(): Db {
    if (!this.db) throw new Error('resourceRoutes: this route needs the database (record routes, keyed)')
    return this.db
  }

  #guards(guard: Guard<E> | Guard<E>[] | undefined): Guard<E>[] {
    const chosen = guard ?? this.resource.guard
    return chosen === undefined ? [] : [chosen].flat()
  }

  #say(text: keyof ResourceTexts): Say {
    const say = this.resource.says?.[text]
    if (!say) throw new Error(`resourceRoutes: no says.${text} for this route`)
    return say
  }

  #add(method: string, path: string, middleware: unknown[], handler: (c: Context<KeyedEnv>) => Response | Promise<Response>) {
    const on = this.app.on as (method: string, path: string, ...handlers: MiddlewareHandler[]) => unknown
    on.call(this.app, method, path, ...(middleware as MiddlewareHandler[]), handler as unknown as MiddlewareHandler)
    return this
  }

  /** Any route: its guard, body limit, Idempotency-Key and validated parts in front of `handler`. */
  route<Path extends string, const P extends Parts & Options<E>>(method: string, path: Path, spec: P, handler: Handler<Path, P, E>) {
    const { guard, keyed, limit, failures = this.resource.failures ?? {} } = spec
    const parts = partOrder.filter((part) => spec[part] !== undefined)
    const middleware = [
      ...this.#guards(guard),
      ...(limit ? [limit] : []),
      ...(keyed ? [idempotent(this.#db)] : []),
      ...parts.map((part) => validate(part, spec[part]!, failures)),
    ]
    return this.#add(method, path, middleware, (c) => handler(c as never, Object.fromEntries(parts.map((part) => [part, validated(c, part)])) as Input<P>))
  }

  get<Path extends string, const P extends Parts & Options<E>>(path: Path, spec: P, handler: Handler<Path, P, E>) {
    return this.route('GET', path, spec, handler)
  }
  post<Path extends string, const P extends Parts & Options<E>>(path: Path, spec: P, handler: Handler<Path, P, E>) {
    return this.route('POST', path, spec, handler)
  }
  put<Path extends string, const P extends Parts & Options<E>>(path: Path, spec: P, handler: Handler<Path, P, E>) {
    return this.route('PUT', path, spec, handler)
  }
  patch<Path extends string, const P extends Parts & Options<E>>(path: Path, spec: P, handler: Handler<Path, P, E>) {
    return this.route('PATCH', path, spec, handler)
  }
  delete<Path extends string, const P extends Parts & Options<E>>(path: Path, spec: P, handler: Handler<Path, P, E>) {
    return this.route('DELETE', path, spec, handler)
  }

  /**
   * A list (JSON page or CSV, kit/list-answer.ts) read by the caller's scope, so its large exports can run as jobs; `read`
   * null (the ads service) reads by `answer` alone.
   */
  list<Params extends ListParams, Row>(
    path: string,
    query: Schema<Params>,
    read: ((scope: ExportScope, params: Params, signal?: AbortSignal) => Promise<Listed<Row>>) | null,
    csv: CsvSpec<Row>,
    { guard, says, name = csv.filename, answer }: ListOptions<Params, Row, E> = {},
  ) {
    const message = says ?? this.#say('listed')
    const background = read ? { name, read } : undefined
    if (!answer && !read) throw new Error(`resourceRoutes: the list ${path} reads by nothing`)
    const handler = answer ? listRoute<Params, Row, E>(query, message, csv, answer, background) : exportableList<Params, Row>(name, query, message, csv, read!)
    return this.#add('GET', path, this.#guards(guard), handler as unknown as (c: Context<KeyedEnv>) => Promise<Response>)
  }

  detail<Data>(this: Routes, path: string, get: (db: Db, orgId: string, id: string) => Promise<Data | null>, notFound: Say) {
    const loaded = this.#say('loaded')
    return this.#add('GET', path, this.#guards(undefined), async (c) =>
      this.#answer(c, found(await get(this.#db, c.get('orgId'), pathId(c)), notFound()), loaded()),
    )
  }

  /** `said` is the message ('Promo code activated'), read when the answer is written; the id is the body's `id` or the path's `:id`. */
  status<Input extends object, Data>(
    this: Routes,
    method: 'POST' | 'PUT',
    path: string,
    schema: Schema<Input>,
    set: (db: Db, orgId: string, id: string, change: Omit<Input, 'id'>) => Promise<Saved<Data>>,
    said: (change: Omit<Input, 'id'>) => string,
  ) {
    return this.#add(method, path, [...this.#guards(undefined), validate('json', schema, this.resource.failures)], async (c) => {
      const { id = pathId(c), ...change } = validated<Input & { id?: string }>(c, 'json')
      return this.#answer(c, await set(this.#db, c.get('orgId'), id, change), said(change))
    })
  }

  create<Input, Data>(
    this: Routes,
    path: string,
    schema: Schema<Input>,
    save: (db: Db, orgId: string, input: Input, key?: KeyedCreate) => Promise<Saved<Data>>,
  ) {
    const { upload, failures = {} } = this.resource
    const body = upload ? 'form' : 'json'
    const message = this.#say('created')
    return this.#add('POST', path, [...this.#guards(undefined), ...(upload ? [upload] : []), idempotent(this.#db), validate(body, schema, failures)], (c) =>
      created(c, message(), (key) => save(this.#db, c.get('orgId'), validated<Input>(c, body), key), failures),
    )
  }

  /** The id is the path's `:id`, or without one the body's `id`. */
  update<Input, Data>(this: Routes, path: string, schema: Schema<Input>, save: (db: Db, orgId: string, input: Input & { id: string }) => Promise<Saved<Data>>) {
    const { upload, failures = {} } = this.resource
    const body = upload ? 'form' : 'json'
    const message = this.#say('updated')
    return this.#add('PUT', path, [...this.#guards(undefined), ...(upload ? [upload] : []), validate(body, schema, failures)], async (c) => {
      const input = validated<Input & { id: string }>(c, body)
      const id = c.req.param('id')
      return this.#answer(c, await save(this.#db, c.get('orgId'), id === undefined ? input : { ...input, id }), message())
    })
  }
}

/** The kit's route declaration on `app` (see Routes); the ads service gives its own context and no `db`. */
export const resourceRoutes = <E extends Env = AppEnv>(app: Hono<E>, db?: Db, resource: Resource<E> = {}) => new Routes<E>(app, db, resource)
