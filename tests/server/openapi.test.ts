import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { openApi31Problems } from './openapi-shape'

type Operation = {
  parameters?: { name?: string; in?: string; $ref?: string }[]
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>
  security: Record<string, string[]>[]
}
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> }

let t: TestContext
let document: Document
beforeAll(async () => {
  t = await makeTestContext()
  const answer = await t.get('/api/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.body as unknown as Document
})
afterAll(() => t.close())

/** A route as the test reads it off Hono itself: OpenAPI's spelling of the path, and the method. */
const spelled = (method: string, path: string) => `${method} ${path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}').replace(/\/\*$/, '/{path}')}`
const isApi = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/ads-service/')

describe('GET /api/openapi.json', () => {
  it('documents every mounted route, and no route that is not mounted', () => {
    const mounted = new Set<string>()
    for (const { method, path, handler } of t.app.routes) {
      if (!isApi(path)) continue
      // An ALL entry is middleware (app.use: it takes `next`), but for a door that answers every method itself.
      if (method !== 'ALL') mounted.add(spelled(method, path))
      else if (handler.length < 2) for (const any of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) mounted.add(spelled(any, path))
    }
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)))
    expect(
      [...mounted].filter((route) => !documented.has(route)),
      'mounted, not documented',
    ).toEqual([])
    expect(
      [...documented].filter((route) => !mounted.has(route)),
      'documented, not mounted',
    ).toEqual([])
    // The walk found the areas' routes, not just a few.
    expect(mounted.size).toBeGreaterThan(150)
    expect(mounted).toContain('POST /api/promocode/create')
    expect(mounted).toContain('GET /api/openapi.json')
  })

  it('is a structurally valid OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(openApi31Problems(document as unknown as Record<string, unknown>)).toEqual([])
  })

  it('describes a create with its body from the contract, the Idempotency-Key and its answers', () => {
    const create = document.paths['/api/promocode/create']!.post!
    const body = create.requestBody!.content['application/json']!.schema
    expect(Object.keys(body.properties ?? {})).toEqual(expect.arrayContaining(['code', 'discount_type', 'discount_value', 'brand_id', 'starts_at']))
    expect(body.required).toEqual(expect.arrayContaining(['code', 'discount_type']))
    expect(create.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409', '422', '429', '500']))
    expect(Object.keys(create.responses['201']!.content!['application/json']!.schema.properties ?? {})).toEqual(['status', 'message', 'data'])
    expect(create.security).toEqual([{ bearer: [] }])
  })

  it('describes an update with updated_at and its 409 answer holding the record as it is now', () => {
    const update = document.paths['/api/promocode/update_promocode/{id}']!.put!
    expect(Object.keys(update.requestBody!.content['application/json']!.schema.properties ?? {})).toContain('updated_at')
    expect(update.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }))
    expect(Object.keys(update.responses['409']!.content!['application/json']!.schema.properties ?? {})).toContain('current')
  })

  it("describes a list's query from the contract and its CSV answer", () => {
    const list = document.paths['/api/promocode/get_promo_codes']!.get!
    const names = (list.parameters ?? []).map((parameter) => parameter.name)
    expect(names).toEqual(expect.arrayContaining(['page', 'page_size', 'search', 'ordering', 'format']))
    expect(Object.keys(list.responses['200']!.content!)).toEqual(['application/json', 'text/csv'])
  })

  it('leaves sign-in routes open and answers in the caller’s language', async () => {
    expect(document.paths['/api/accounts/login']!.post!.security).toEqual([])
    expect(document.paths['/api/accounts/login']!.post!.responses['401']).toBeUndefined()
    const hindi = await t.get('/api/openapi.json', { headers: { 'Accept-Language': 'hi' } })
    expect((hindi.body as unknown as Document).info.title).toBe('बैक ऑफ़िस API')
    expect(document.info.title).toBe('Back office API')
  })
})

describe('GET /api/docs', () => {
  it('is the API reference page reading the published document', async () => {
    const page = await t.get('/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain('/api/openapi.json')
    expect(page.text).toContain('API reference')
  })
})
