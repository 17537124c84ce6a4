import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdsContext } from './ads-fixtures'
import type { AdsContext } from './ads-fixtures'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let a: AdsContext
let marketing: string
beforeAll(async () => {
  t = await makeTestContext()
  a = await makeAdsContext(t)
  marketing = await signInAs(t, 'marketing')
})
afterAll(async () => {
  await a.handle.close()
  await t.close()
})

const service = { 'x-service-name': 'test-web', 'x-api-token': 'test-token-0123456789' }
const sessionExpired = 'Your session has expired. Please log in again.'

/** A raw request, so a body can be anything at all; `via` is the main API's /ads-service proxy or the service itself. */
async function raw(via: 'proxy' | 'service', method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
  const app = via === 'proxy' ? a.main : a.adsApp
  const headers = via === 'proxy' ? { ...init.headers } : { ...service, ...init.headers }
  const response = await app.request(via === 'proxy' ? `/ads-service${path}` : path, { method, headers, body: init.body })
  const text = await response.text()
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}
const bearer = () => ({ authorization: `Bearer ${marketing}` })
const json = { 'content-type': 'application/json' }

const everyRoute: [string, string, string?][] = [
  ['GET', '/ads-list'],
  ['GET', '/ads-list?format=csv'],
  ['GET', '/campaigns-list'],
  ['GET', '/campaigns/00000000-0000-4000-8000-000000000000'],
  ['GET', '/campaign-options'],
  ['GET', '/dashboard-stats'],
  ['POST', '/campaigns', '{"name":"x"}'],
  ['POST', '/ads', '{junk'],
]

describe('the ads service without a user token', () => {
  it('401 with the session message on every route, straight and through the proxy, as the main API answers', async () => {
    const mainApi = await t.get('/api/my_accounts/get_erp_user')
    expect(mainApi.status).toBe(401)
    for (const via of ['proxy', 'service'] as const) {
      for (const [method, path, body] of everyRoute) {
        const tries: Record<string, string>[] = [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-session' }]
        for (const headers of tries) {
          const res = await raw(via, method, path, { body, headers: body ? { ...json, ...headers } : headers })
          expect({ via, method, path, status: res.status, type: res.type }).toEqual({
            via,
            method,
            path,
            status: 401,
            type: expect.stringContaining('application/json'),
          })
          expect(res.body).toEqual({ status: false, message: sessionExpired })
          expect(res.body).toEqual(mainApi.body)
        }
      }
    }
  })
})

describe('junk from a signed-in caller: a readable 400 in JSON', () => {
  it('malformed, empty or non-object JSON bodies', async () => {
    for (const via of ['proxy', 'service'] as const) {
      for (const body of ['{junk', '', 'null', '[1,2]', '"text"', '{"name":']) {
        for (const path of ['/campaigns', '/ads']) {
          const res = await raw(via, 'POST', path, { body, headers: { ...json, ...bearer() } })
          expect({ via, path, body, status: res.status }).toEqual({ via, path, body, status: 400 })
          expect(res.type).toContain('application/json')
          expect(res.body.status).toBe(false)
          expect(typeof res.body.message).toBe('string')
          expect((res.body.message as string).length).toBeGreaterThan(3)
        }
      }
    }
    const plain = await raw('proxy', 'POST', '/campaigns', { body: 'hello', headers: { 'content-type': 'text/plain', ...bearer() } })
    expect(plain.status).toBe(400)
    expect(plain.body.errors).toMatchObject({ name: ['Required'] })
  })

  it('junk query values name the field they are about', async () => {
    const cases: [string, string][] = [
      ['/ads-list?page=abc', 'page'],
      ['/ads-list?page=%', 'page'],
      ['/ads-list?page_size=-1', 'page_size'],
      ['/ads-list?ordering=nonsense', 'ordering'],
      ['/ads-list?from=not-a-date', 'from'],
      ['/campaigns-list?status=%00', 'status'],
      ['/campaigns-list?page=1&page=2', 'page'],
    ]
    for (const via of ['proxy', 'service'] as const) {
      for (const [path, field] of cases) {
        const res = await raw(via, 'GET', path, { headers: bearer() })
        expect({ via, path, status: res.status }).toEqual({ via, path, status: 400 })
        expect(res.type).toContain('application/json')
        expect(res.body.status).toBe(false)
        expect(typeof res.body.message).toBe('string')
        expect(Object.keys(res.body.errors as object)).toContain(field)
      }
    }
  })

  it('an unknown path is a 404 in JSON', async () => {
    for (const via of ['proxy', 'service'] as const) {
      const res = await raw(via, 'GET', '/no-such-thing', { headers: bearer() })
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ status: false, message: 'Not found.' })
    }
  })
})
