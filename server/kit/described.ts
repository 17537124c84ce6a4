import type * as v from 'valibot'
import type { AreaPath } from '../../src/contract/permissions'

/**
 * What the OpenAPI document (server/openapi) reads off the app's own middleware, so it is never written by hand:
 * each validator remembers the contract schema it checks, and the auth, area and Idempotency-Key middleware say so
 * when they are made. The document walks Hono's app.routes and looks each handler up here.
 */
export type RequestPart = 'json' | 'form' | 'query' | 'param' | 'header' | 'cookie'
type AnySchema = v.GenericSchema | v.GenericSchemaAsync

const schemas = new WeakMap<object, { part: RequestPart; schema: AnySchema }>()
const signedIn = new WeakSet<object>()
const keyed = new WeakSet<object>()
const areas = new WeakMap<object, readonly AreaPath[]>()

/** Marks: `describe.schema` a validator, `describe.signedIn` a sign-in check, `describe.keyed` an Idempotency-Key taker. */
export const describe = {
  schema<Handler extends object>(handler: Handler, part: RequestPart, schema: AnySchema): Handler {
    schemas.set(handler, { part, schema })
    return handler
  },
  signedIn<Handler extends object>(handler: Handler): Handler {
    signedIn.add(handler)
    return handler
  },
  keyed<Handler extends object>(handler: Handler): Handler {
    keyed.add(handler)
    return handler
  },
  areas<Handler extends object>(handler: Handler, paths: readonly AreaPath[]): Handler {
    areas.set(handler, paths)
    return handler
  },
}

/** What the marks say of one handler. */
export const descriptionOf = (handler: object) => ({
  schema: schemas.get(handler),
  signedIn: signedIn.has(handler),
  keyed: keyed.has(handler),
  areas: areas.get(handler),
})
