import type { Hono } from 'hono'
import { getLocale } from '../../src/contract/i18n/locale'
import {
  bearer,
  conflict,
  created,
  csv as csvNote,
  description,
  idempotencyKey,
  needsScreen,
  ok,
  proxied,
  title,
  updatedAt,
} from '../../src/paraglide/m/openapi'
import { descriptionOf, type RequestPart } from '../kit/described'
import { answersByRoute } from './answers'
import { envelope, ref, sharedResponses, sharedSchemas } from './responses'
import { jsonSchemaOf, propertiesOf, type JsonSchema } from './schemas'

/** One (method, path) the app answers, as Hono holds it (`:id`, a trailing `*`), with every handler that runs for it. */
type Endpoint = { method: string; path: string; handlers: object[] }

type RouteEntry = { method: string; path: string; handler: object }

/** The API's paths (the app's pages and files, attached beside them by server/static.ts, are not the API). */
const apiPath = /^\/(api|ads-service)(\/|$)/

/** Methods an `ALL` route answers (the ads service's door). */
const anyMethod = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** A route pattern (`/api/x/*`, `/:id`) as a test of another route's path; `:param` in the path matches itself. */
function patternTest(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*(?:\{[^}]*\})?)/)
    .map((part, index) => (index % 2 === 0 ? part.replace(/[.+?^${}()|[\]\\]/g, '\\$&') : part === '*' ? '.*' : '[^/]+'))
    .join('')
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`)
}

/**
 * Every route the app answers: each (method, path) of Hono's app.routes but middleware (an `ALL` entry whose handler
 * takes `next`) under /api and /ads-service, with the handlers that run for it (the middleware of the paths it falls under, then its own).
 */
function endpointsOf(app: Hono<never, never, never> | { routes: readonly RouteEntry[] }): Endpoint[] {
  const routes = app.routes as readonly RouteEntry[]
  const keys = new Map<string, { method: string; path: string }>()
  const isMiddleware = (entry: RouteEntry) => (entry.handler as (...args: unknown[]) => unknown).length >= 2
  for (const entry of routes) {
    if (!apiPath.test(entry.path) || (entry.method === 'ALL' && isMiddleware(entry))) continue
    keys.set(`${entry.method} ${entry.path}`, { method: entry.method, path: entry.path })
  }
  return [...keys.values()].map(({ method, path }) => ({
    method,
    path,
    handlers: routes.filter((entry) => (entry.method === method || entry.method === 'ALL') && patternTest(entry.path).test(path)).map((entry) => entry.handler),
  }))
}

/** `/api/x/:id` as OpenAPI spells it (`/api/x/{id}`), a trailing `*` as `{path}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)(\{[^}]*\})?/g, '{$1}').replace(/\/\*$/, '/{path}')

const pathParameters = (path: string) => [...openApiPath(path).matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)

const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${openApiPath(path)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`

/** The tag of a route: its path's group (`/api/promocode/...` is promocode, `/ads-service/...` ads-service). */
const tagOf = (path: string) => (path.startsWith('/api/') ? (path.split('/')[2] ?? 'api') : (path.split('/')[1] ?? 'api'))

function operation(endpoint: Endpoint, method: string) {
  const marks = endpoint.handlers.map(descriptionOf)
  const parts = new Map<RequestPart, JsonSchema>()
  for (const { schema } of marks) if (schema) parts.set(schema.part, jsonSchemaOf(schema.schema, 'input'))
  const signedIn = marks.some((mark) => mark.signedIn)
  const keyed = marks.some((mark) => mark.keyed)
  const screens = [...new Set(marks.flatMap((mark) => mark.areas ?? []))]
  const body = parts.get('json') ?? parts.get('form')
  const versioned = Boolean(body && propertiesOf(body).some((property) => property.name === 'updated_at'))
  const query = parts.get('query')
  const csv = Boolean(query && propertiesOf(query).some((property) => property.name === 'format'))
  const paramSchemas = new Map(propertiesOf(parts.get('param') ?? {}).map((property) => [property.name, property.schema]))
  const parameters = [
    ...pathParameters(endpoint.path).map((name) => ({ name, in: 'path', required: true, schema: paramSchemas.get(name) ?? { type: 'string' } })),
    ...propertiesOf(query ?? {}).map(({ name, schema, required }) => ({ name, in: 'query', required, schema })),
    ...(keyed ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ]
  const answers = answersByRoute[`${endpoint.method} ${endpoint.path}`]
  const success = answers ? jsonSchemaOf(answers.ok, 'output') : envelope
  const content = { 'application/json': { schema: success }, ...(csv ? { 'text/csv': { schema: { type: 'string' } } } : {}) }
  const stale = answers?.stale
    ? { description: conflict(), content: { 'application/json': { schema: jsonSchemaOf(answers.stale, 'output') } } }
    : ref('Conflict')
  const notes = [
    endpoint.method === 'ALL' ? proxied() : '',
    screens.length > 0 ? needsScreen({ screens: screens.join(', ') }) : '',
    versioned ? updatedAt() : '',
    csv ? csvNote() : '',
  ].filter(Boolean)
  return {
    operationId: operationId(method, endpoint.path),
    tags: [tagOf(endpoint.path)],
    summary: `${method} ${openApiPath(endpoint.path)}`,
    ...(notes.length > 0 ? { description: notes.join('\n\n') } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(parts.has('json') ? { requestBody: { required: true, content: { 'application/json': { schema: parts.get('json') } } } } : {}),
    ...(parts.has('form') ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: parts.get('form') } } } } : {}),
    security: signedIn ? [{ bearer: [] }] : [],
    responses: {
      [keyed ? '201' : '200']: { description: keyed ? created() : ok(), content },
      '400': ref('BadRequest'),
      ...(signedIn ? { '401': ref('Unauthorized'), '403': ref('Forbidden') } : {}),
      '404': ref('NotFound'),
      ...(versioned || keyed ? { '409': stale } : {}),
      ...(body ? { '413': ref('TooLarge') } : {}),
      ...(keyed ? { '422': ref('KeyReused') } : {}),
      '429': ref('TooMany'),
      '500': ref('ServerError'),
    },
  }
}

/** The OpenAPI 3.1 document of every route `app` answers, read off the routes themselves (never written by hand). */
export function openApiDocument(app: { routes: readonly RouteEntry[] }, version: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpointsOf(app)) {
    const item = (paths[openApiPath(endpoint.path)] ??= {})
    for (const method of endpoint.method === 'ALL' ? anyMethod : [endpoint.method]) item[method.toLowerCase()] = operation(endpoint, method)
  }
  return {
    openapi: '3.1.0',
    info: { title: title(), version, description: description() },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: bearer() } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: idempotencyKey(),
          schema: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
      schemas: sharedSchemas,
      responses: sharedResponses(),
    },
  }
}

/** The document per language, made on first ask (the routes do not change once the app is made). */
export function documentCache(app: { routes: readonly RouteEntry[] }, version: string) {
  const made = new Map<string, ReturnType<typeof openApiDocument>>()
  return () => {
    const locale = getLocale()
    let document = made.get(locale)
    if (!document) made.set(locale, (document = openApiDocument(app, version)))
    return document
  }
}
