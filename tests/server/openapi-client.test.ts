import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/**
 * A script an integrator would write from the published document alone: it knows /api/openapi.json, an API key and
 * the operationIds it read there, and nothing of this repository (no contract, no paths of ours). It creates, lists
 * and updates a promo code and reads its history, checking each request against the document and each answer
 * against the schema the document gives for it.
 */
type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  const?: unknown
  enum?: unknown[]
}
type Operation = {
  operationId: string
  parameters?: ({ name: string; in: string; required?: boolean } | { $ref: string })[]
  requestBody?: { content: { 'application/json'?: { schema: Schema } } }
  responses: Record<string, { content?: { 'application/json'?: { schema: Schema } } }>
}
type Fetch = (url: string, init: RequestInit) => Promise<Response>

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value)

/** Where `value` breaks `schema` (the JSON Schema keywords the document uses for answers), empty when it fits. */
function misfits(schema: Schema, value: unknown, at = '$'): string[] {
  if (schema.anyOf ?? schema.oneOf)
    return (schema.anyOf ?? schema.oneOf)!.some((option) => misfits(option, value, at).length === 0) ? [] : [`${at}: no option fits`]
  if ('const' in schema && schema.const !== value) return [`${at}: not ${String(schema.const)}`]
  if (schema.enum && !schema.enum.includes(value)) return [`${at}: not one of ${schema.enum.join(', ')}`]
  const types = schema.type === undefined ? [] : [schema.type].flat()
  const actual = typeOf(value)
  if (types.length > 0 && !types.includes(actual) && !(actual === 'integer' && types.includes('number'))) return [`${at}: ${actual}, not ${types.join('|')}`]
  if (actual === 'array' && schema.items) return (value as unknown[]).flatMap((item, index) => misfits(schema.items!, item, `${at}[${index}]`))
  if (actual !== 'object') return []
  const object = value as Record<string, unknown>
  return [
    ...(schema.required ?? []).filter((key) => !(key in object)).map((key) => `${at}.${key}: missing`),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, property]) => (key in object ? misfits(property, object[key], `${at}.${key}`) : [])),
  ]
}

/** The integrator's client: every call by operationId, its path, method, parameters and body as the document says. */
async function documentedClient(fetch: Fetch, key: string) {
  const document = (await (await fetch('/api/openapi.json', {})).json()) as { paths: Record<string, Record<string, Operation>> }
  const operations = new Map(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [operation.operationId, { path, method, operation }]),
    ),
  )
  return async (
    operationId: string,
    { path = {}, query = {}, body }: { path?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> } = {},
  ) => {
    const found = operations.get(operationId)
    if (!found) throw new Error(`${operationId} is not in the document`)
    const { operation, method } = found
    const url = found.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? ''))
    const headers: Record<string, string> = { Authorization: `Bearer ${key}` }
    const schema = operation.requestBody?.content['application/json']?.schema
    if (body) {
      expect(schema, `${operationId} takes a JSON body`).toBeDefined()
      expect(
        (schema!.required ?? []).filter((name) => !(name in body)),
        `${operationId}: required fields left out`,
      ).toEqual([])
      expect(
        Object.keys(body).filter((name) => !(name in (schema!.properties ?? {}))),
        `${operationId}: fields the document does not name`,
      ).toEqual([])
      headers['content-type'] = 'application/json'
    }
    if (operation.parameters?.some((parameter) => '$ref' in parameter && parameter.$ref.endsWith('/IdempotencyKey')))
      headers['Idempotency-Key'] = crypto.randomUUID()
    const search = new URLSearchParams(query).toString()
    const response = await fetch(`${url}${search ? `?${search}` : ''}`, {
      method: method.toUpperCase(),
      headers,
      body: body ? JSON.stringify(body) : undefined,
    })
    const answer = (await response.json()) as { data: Record<string, unknown> & Record<string, unknown>[] }
    const documented = operation.responses[String(response.status)]?.content?.['application/json']?.schema
    expect(documented, `${operationId} documents its ${response.status} answer`).toBeDefined()
    expect(misfits(documented!, answer), `${operationId}'s answer fits the document`).toEqual([])
    return { status: response.status, answer }
  }
}

let t: TestContext
let key: string
beforeAll(async () => {
  t = await makeTestContext()
  const owner = await signInAs(t, 'owner')
  key = ((await t.post('/api/api-keys', { name: 'Storefront', role: 'marketing' }, { token: owner })).body.data as { secret: string }).secret
})
afterAll(() => t.close())

describe('a script written against /api/openapi.json alone', () => {
  it('creates, lists and updates a promo code with an API key, and reads its history', async () => {
    const api = await documentedClient((url, init) => Promise.resolve(t.app.request(url, init)), key)
    const existing = await api('getApiPromocodeGetPromoCodes', { query: { page_size: '1' } })
    expect(existing.status).toBe(200)
    const brand = String(existing.answer.data[0]!.brand_id)
    const day = 24 * 60 * 60 * 1000
    const offer = {
      code: 'DOCSCRIPT1',
      description: 'Made from the document',
      discount_type: 'percent',
      discount_value: 15,
      min_order_paise: 50_000,
      starts_at: new Date(Date.now() - day).toISOString(),
      ends_at: new Date(Date.now() + 30 * day).toISOString(),
      brand_id: brand,
    }
    const created = await api('postApiPromocodeCreate', { body: offer })
    expect(created.status).toBe(201)
    const id = String(created.answer.data.promo_code_id)

    const listed = await api('getApiPromocodeGetPromoCodes', { query: { search: 'DOCSCRIPT1' } })
    expect(listed.answer.data.map((row) => row.promo_code_id)).toEqual([id])

    const updated = await api('putApiPromocodeUpdatePromocodeId', {
      path: { id },
      body: { ...offer, discount_value: 20, updated_at: String(created.answer.data.updated_at) },
    })
    expect(updated.status).toBe(200)
    expect(updated.answer.data.discount_value).toBe(20)

    const history = await api('getApiHistoryTypeId', { path: { type: 'promo_code', id } })
    expect(history.answer.data.map((entry) => [entry.action, entry.actor_name])).toEqual([
      ['updated', 'API key Storefront'],
      ['created', 'API key Storefront'],
    ])
  })
})
