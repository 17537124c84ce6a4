import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

// An API answer is gzipped for a client that asks, and says what it varies by, so no cache in between hands a gzipped
// or a Hindi answer to a client that did not ask for one (server/kit/locale.ts sets the Vary header before the answer is
// made: set after, as compress() did, Hono rebuilt every answer around a stream, issue 36).

let t: TestContext
let owner: string
const path = '/api/subscribers/get_erp_subscribers?page_size=50'

beforeAll(async () => {
  t = await makeTestContext()
  owner = await signInAs(t, 'owner')
})
afterAll(() => t.close())

const ask = (headers: Record<string, string>) => t.app.request(path, { headers: { authorization: `Bearer ${owner}`, ...headers } })
const varies = (answer: Response) => (answer.headers.get('vary') ?? '').split(/,\s*/).sort()

describe('an API answer', () => {
  it('is plain JSON for a client that does not ask for gzip, and gzip for one that does, the same list in both', async () => {
    const plain = await ask({})
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const listed = (await plain.json()) as { data: unknown[] }
    expect(listed.data).toHaveLength(50)

    const zipped = await ask({ 'Accept-Encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual(listed)
  })

  it('varies by Accept-Language and Accept-Encoding, each named once, whether gzipped or not', async () => {
    const asked: Record<string, string>[] = [{}, { 'Accept-Encoding': 'gzip' }, { 'Accept-Encoding': 'gzip', 'Accept-Language': 'hi' }]
    for (const headers of asked) {
      const answer = await ask(headers)
      expect(varies(answer)).toEqual(['Accept-Encoding', 'Accept-Language'])
      expect(answer.headers.get('x-request-id')).toBeTruthy()
    }
  })
  it('goes plain to a client that refuses gzip (q=0), and a small answer goes plain with its length even when gzip is asked', async () => {
    const refused = await ask({ 'Accept-Encoding': 'gzip;q=0, identity' })
    expect(refused.headers.get('content-encoding')).toBeNull()
    expect(((await refused.json()) as { data: unknown[] }).data).toHaveLength(50)

    const small = await t.app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(small.headers.get('content-encoding')).toBeNull()
    const text = await small.text()
    expect(JSON.parse(text)).toEqual({ status: true, message: 'ok' })
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('keeps its own headers when gzipped: the request id, the security headers, JSON as its type', async () => {
    const zipped = await ask({ 'Accept-Encoding': 'gzip' })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('x-request-id')).toBeTruthy()
    expect(zipped.headers.get('x-content-type-options')).toBe('nosniff')
    expect(zipped.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Number(zipped.headers.get('content-length'))).toBe((await zipped.arrayBuffer()).byteLength)
  })
})
