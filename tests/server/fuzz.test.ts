import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoOrgId, formData, idsOf, promoBody, signInAs } from './catalogue-fixtures'
import type { OrgIds } from './catalogue-fixtures'
import { endpoints } from './endpoints'
import type { Call, Endpoint } from './endpoint-kit'
import { extraKeys, hostileFieldValue, hostileId, hostileJson, instantOf, queryValues } from './fuzz-inputs'
import { makeTestContext, request } from './helpers'
import type { ApiResult, TestContext } from './helpers'

/**
 * Property-based fuzzing of every endpoint of the shared table (tests/server/endpoints.ts) with hostile
 * queries, ids and bodies (issue "Data safety and hardening", item 4). Whatever comes in, the answer is
 * never a 5xx, and a write that succeeds stored exactly what was sent (trimmed, codes upper-cased).
 * Bounded: a fixed seed and runsPerEndpoint inputs per endpoint, so every run sends the same inputs.
 */
const seed = 20_260_401
const runsPerEndpoint = 50

let t: TestContext
let ids: OrgIds
let token: string
/** Per endpoint: inputs sent, and how many of them succeeded (the rest were refused with a 4xx). */
const counts: Record<string, { inputs: number; succeeded: number }> = {}
let started = 0
beforeAll(async () => {
  t = await makeTestContext()
  ids = await idsOf(t.db, demoOrgId)
  token = await signInAs(t, 'owner')
  started = performance.now()
})
afterAll(async () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const total = Object.values(counts).reduce((sum, count) => sum + count.inputs, 0)
  const perEndpoint = Object.entries(counts).map(([name, { inputs, succeeded }]) => `${inputs} ${name} (${succeeded} 2xx)`)
  console.log(`fuzz: ${total} inputs over ${perEndpoint.length} endpoints in ${seconds} s (seed ${seed}):\n  ${perEndpoint.join('\n  ')}`)
  await t?.close()
})

let calls = 0
const unique = () => `F${(calls += 1)}Z${seed.toString(36)}`.toUpperCase()
const send = ({ method, path, body }: Call) => request(t.app, method, path, body, { token })

/** The value in one run out of `every`, null otherwise. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, every: number) => fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary })

type Pair = readonly [string, string]
const queryPair: fc.Arbitrary<Pair> = fc.constantFrom(...Object.keys(queryValues)).chain((key) => queryValues[key]!.map((value): Pair => [key, value]))
const rawQuery = fc.constantFrom('search=%', 'search=%E0%A4', 'page=%00', 'search=%ED%A0%80', '&&=&', 'page', 'page_size=1&page_size=2')
const uuidAtEnd = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const encoded = (value: string) => new URLSearchParams({ v: value }).toString().slice(2)

/** A GET with its query overridden key by key (a key given twice is sent twice), an id swapped, or raw junk added. */
const queryInput = fc.record({ pairs: fc.array(queryPair, { minLength: 1, maxLength: 3 }), id: sometimes(hostileId, 2), raw: sometimes(rawQuery, 5) })
function queryCall(base: Call, { pairs, id, raw }: typeof queryInput extends fc.Arbitrary<infer I> ? I : never): Call {
  const [pathname = '', search = ''] = base.path.split('?')
  const params = new URLSearchParams(search)
  const seen = new Set<string>()
  for (const [key, value] of pairs) {
    if (seen.has(key)) params.append(key, value)
    else params.set(key, value)
    seen.add(key)
  }
  const path = id !== null && uuidAtEnd.test(pathname) ? pathname.replace(uuidAtEnd, encoded(id)) : pathname
  const query = [params.toString(), raw].filter(Boolean).join('&')
  return { method: base.method, path: query ? `${path}?${query}` : path }
}

/** A body with some fields (and extras) replaced, or a body of the wrong type altogether. */
const bodyInput = (keys: string[]) =>
  fc.record({
    overrides: fc.array(
      fc.constantFrom(...keys, ...extraKeys).chain((key) => hostileFieldValue(key).map((value) => [key, value] as const)),
      { minLength: 1, maxLength: 3 },
    ),
    wrong: sometimes(hostileJson, 10),
    id: sometimes(hostileId, 6),
  })
type BodyInput = ReturnType<typeof bodyInput> extends fc.Arbitrary<infer I> ? I : never

const fieldsOf = (body: unknown): Record<string, unknown> =>
  body instanceof FormData ? Object.fromEntries(body.entries()) : { ...(body as Record<string, unknown>) }
// Multipart carries UTF-8, where a lone surrogate half can only travel as U+FFFD: that is what the server receives.
const loneHalf = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const formText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')).replace(loneHalf, '\uFFFD')

function bodyCall(base: Call, { overrides, wrong, id }: BodyInput): { call: Call; sent: Record<string, unknown> } {
  const path = id !== null && uuidAtEnd.test(base.path) ? base.path.replace(uuidAtEnd, encoded(id)) : base.path
  if (wrong !== null) return { call: { ...base, path, body: wrong }, sent: {} }
  const fields = fieldsOf(base.body)
  const sent = { ...fields }
  // defineProperty, so '__proto__' is sent as a key instead of setting the prototype.
  for (const [key, value] of overrides) Object.defineProperty(sent, key, { value, enumerable: true, writable: true, configurable: true })
  // Only the form's own fields are compared with the saved record: the schema drops the extras.
  const own = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([key]) => Object.hasOwn(fields, key)))
  if (!(base.body instanceof FormData)) return { call: { ...base, path, body: sent }, sent: own(sent) }
  const form = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, formText(value)]))
  return { call: { ...base, path, body: formData(form) }, sent: own(form) }
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
const upperCased = new Set(['code', 'sku'])

/** Where the saved record differs from what was sent, field by field ('' and null both mean none). */
function mismatches(sent: Record<string, unknown>, saved: Record<string, unknown>, prefix = ''): string[] {
  const found: string[] = []
  for (const [key, value] of Object.entries(sent)) {
    if (!Object.hasOwn(saved, key) || key === 'updated_at' || Array.isArray(saved[key])) continue
    const stored = saved[key]
    const name = `${prefix}${key}`
    if (key.endsWith('_at')) {
      const instant = instantOf(String(value))
      if (instant === undefined || Date.parse(String(stored)) !== instant) found.push(`${name}: sent ${String(value)}, stored ${String(stored)}`)
    } else if (stored !== null && typeof stored === 'object' && value !== null && typeof value === 'object') {
      found.push(...mismatches(value as Record<string, unknown>, stored as Record<string, unknown>, `${name}.`))
    } else if (blank(value) ? !blank(stored) : !sameValue(key, value, stored)) {
      found.push(`${name}: sent ${JSON.stringify(value)}, stored ${JSON.stringify(stored)}`)
    }
  }
  return found
}
function sameValue(key: string, value: unknown, stored: unknown): boolean {
  if (typeof stored === 'number') return Number(value) === stored
  if (typeof stored === 'string' && typeof value === 'string') return stored === (upperCased.has(key) ? value.trim().toUpperCase() : value.trim())
  return stored === value
}

/** The detail endpoint that reads a saved record back. */
function detailPath(path: string, data: Record<string, unknown>): string {
  if (path.startsWith('/api/accounts/roles/')) return `/api/accounts/roles/${String(data.id)}`
  if (path.startsWith('/api/promocode/')) return `/api/promocode/get_promo_codes/${String(data.promo_code_id)}`
  if (path.startsWith('/api/stock/locations') || path === '/api/stock/location_status') return `/api/stock/locations/${String(data.id)}`
  if (path.startsWith('/api/brands/')) return `/api/brands/get_brand/${String(data.id)}`
  if (path.startsWith('/api/financials/')) return `/api/financials/wallet-payments/${String(data.wallet_transaction_id)}`
  if (path.startsWith('/api/brand_complaints/')) return `/api/brand_complaints/get_complaint_details/${String(data.complaint_id)}`
  if (path.startsWith('/api/feeds/')) return `/api/feeds/get_feeds/${String(data.id)}`
  if (path.startsWith('/api/manual_booking/') && path.includes('car_type')) return `/api/manual_booking/car_types/${String(data.car_type_id)}`
  if (path.startsWith('/api/manual_booking/')) return `/api/manual_booking/get_bookings/${String(data.booking_id)}`
  if (path.startsWith('/api/logistics/')) return `/api/logistics/get_tours/${String(data.tour_id)}`
  if (path.startsWith('/api/team/members/')) return `/api/team/members/${String(data.id)}`
  if (path.startsWith('/api/market_survey/')) return `/api/market_survey/get_employee_by_id?operator_id=${String(data.operator_id)}`
  if (path.includes('template')) return `/api/add_products/product_templates_details/${String(data.id)}`
  return `/api/add_products/product_variants_details/${String(data.id)}`
}

const brief = (value: unknown) => {
  const text = value instanceof FormData ? JSON.stringify(Object.fromEntries(value.entries())) : JSON.stringify(value)
  return text && text.length > 300 ? `${text.slice(0, 300)}…` : text
}

/** What is wrong with one answer: a 5xx, or a write that stored something other than what was sent. */
async function problemsOf(call: Call, res: ApiResult, sent: Record<string, unknown>): Promise<string[]> {
  if (res.status >= 500 || res.status < 200 || (res.status >= 300 && res.status < 400)) return [`answered ${res.status} ${brief(res.body)}`]
  if (call.method === 'GET' || res.status >= 300) return []
  // A bulk action (and an import) answers counts per row, not a record to read back.
  if (call.path.startsWith('/api/bulk/') || call.path.startsWith('/api/import/')) return []
  // The person's language answers the language saved, not a record (tests/server/i18n-accept-language.test.ts reads it back).
  if (call.path === '/api/my_accounts/language') return []
  // An invite's writes answer the invite as its list shows it; it has no detail to read back (its list is read apart).
  if (call.path.startsWith('/api/team/invites')) return []
  // A stock movement's write answers the movements it made and the stock they left (tests/server/stock.test.ts reads them).
  // A reorder level answers the variant's stock panel row it set (tests/server/stock.test.ts reads it back).
  if (['/api/stock/adjust', '/api/stock/count', '/api/stock/transfer', '/api/stock/reverse', '/api/stock/reorder'].includes(call.path)) return []
  const data = res.body.data as Record<string, unknown>
  const back = await send({ method: 'GET', path: detailPath(call.path, data) })
  const problems = mismatches(sent, data)
  if (back.status !== 200 || JSON.stringify(back.body.data) !== JSON.stringify(data)) problems.push(`read back ${back.status} ${brief(back.body.data)}`)
  return problems
}

const rows = Object.entries(endpoints)

describe.each(rows)('fuzz %s', (name, endpoint: Endpoint) => {
  it(`never answers 5xx and stores only what was sent (${runsPerEndpoint} inputs)`, async () => {
    const failures: string[] = []
    const check = async (call: Call, sent: Record<string, unknown>) => {
      const res = await send(call)
      const count = (counts[name] ??= { inputs: 0, succeeded: 0 })
      count.inputs += 1
      if (res.status < 300) count.succeeded += 1
      const problems = await problemsOf(call, res, sent)
      for (const problem of problems) failures.push(`${call.method} ${call.path.slice(0, 200)} ${brief(call.body) ?? ''} -> ${problem}`)
    }
    const base = await endpoint.call({ t, ids, unique: unique() })
    const options = { seed, numRuns: runsPerEndpoint, endOnFailure: true }
    if (base.method === 'GET')
      await fc.assert(
        fc.asyncProperty(queryInput, (input) => check(queryCall(base, input), {})),
        options,
      )
    else {
      const property = fc.asyncProperty(bodyInput(Object.keys(fieldsOf(base.body))), async (input) => {
        const { call, sent } = bodyCall(await endpoint.call({ t, ids, unique: unique() }), input)
        await check(call, sent)
      })
      await fc.assert(property, options)
    }
    expect(failures).toEqual([])
  })
})

const day = 86_400_000
const promoCreate = (overrides: Record<string, unknown>) => ({
  method: 'POST' as const,
  path: '/api/promocode/create',
  body: promoBody(ids.brandId, { code: unique().slice(0, 20), ...overrides }),
})
const variantCreate = (overrides: Record<string, unknown>) => ({
  method: 'POST' as const,
  path: '/api/add_products/create_product_variant',
  body: { template_id: ids.templateId, sku: `FZ-${unique()}`, name: 'Fuzz variant', mrp_paise: 1000, price_paise: 900, ...overrides },
})

// The finding's own examples: each used to answer 500 or store a day that does not exist.
describe('the inputs of the finding', () => {
  it.each([
    ['search=%00', () => ({ method: 'GET' as const, path: '/api/promocode/get_promo_codes?search=%00' }), 'search'],
    ['page=1e20', () => ({ method: 'GET' as const, path: '/api/add_products/product_variants?page=1e20' }), 'page'],
    ['active_on=2026-02-30', () => ({ method: 'GET' as const, path: '/api/promocode/get_promo_codes?active_on=2026-02-30' }), 'active_on'],
    ['active_on=0000-01-01', () => ({ method: 'GET' as const, path: '/api/promocode/get_promo_codes?active_on=0000-01-01' }), 'active_on'],
    ['initial_stock_hyd: 2^31', () => variantCreate({ initial_stock_hyd: 2 ** 31 }), 'initial_stock_hyd'],
    ['name with a null byte', () => variantCreate({ name: 'Kurta\0' }), 'name'],
    [
      'starts_at: 2026-02-30T10:00:00Z',
      () => promoCreate({ starts_at: '2026-02-30T10:00:00Z', ends_at: new Date(Date.now() + 400 * day).toISOString() }),
      'starts_at',
    ],
    ['starts_at in year 0', () => promoCreate({ starts_at: '0000-01-01T00:00:00Z' }), 'starts_at'],
  ])('%s answers 400 naming the field', async (_label, make, field) => {
    const res = await send(make())
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, errors: { [field]: [expect.any(String)] } })
  })
})
