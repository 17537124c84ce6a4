import { Hono } from 'hono'
import { contextStorage } from 'hono/context-storage'
import { describe, expect, it } from 'vitest'
import { forwardToAds } from '../../server/areas/ads/service/proxy'
import { requestId } from '../../server/kit/request-id'

// issue 32: every answer names its request in X-Request-Id (a proxy's own id is kept when well formed), and the
// main API passes it to the ads service, so one id names a request in both services.

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function appSeeing(seen: Headers[]) {
  const app = new Hono()
  app.use('*', contextStorage())
  app.use('*', requestId)
  app.get('/api/ok', (c) => c.json({ status: true }))
  app.get('/api/broken', () => {
    throw new Error('a bug')
  })
  app.onError((_error, c) => c.json({ status: false }, 500))
  app.get('/ads-service/*', (c) =>
    forwardToAds(
      {
        url: 'http://ads.test',
        serviceName: 'web',
        apiToken: 'token-0123456789ab',
        timeoutMs: 1000,
        fetch: (_url, init) => {
          seen.push(new Headers(init.headers))
          return Promise.resolve(Response.json({ status: true }))
        },
      },
      c.req.raw,
      '/api/campaigns',
    ),
  )
  return app
}

describe('X-Request-Id', () => {
  it('is a new UUID on every answer (errors and 404s too) when the request has none', async () => {
    const app = appSeeing([])
    const ids = await Promise.all(
      ['/api/ok', '/api/ok', '/api/broken', '/api/missing'].map(async (path) => (await app.request(path)).headers.get('x-request-id')),
    )
    for (const id of ids) expect(id).toMatch(uuid)
    expect(new Set(ids).size).toBe(4)
  })

  it("keeps a proxy's well-formed id and replaces a malformed one", async () => {
    const app = appSeeing([])
    const kept = await app.request('/api/ok', { headers: { 'X-Request-Id': 'lb-7f3a9c21:0001' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21:0001')
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'new\\nline-id-1234', '<script>alert(1)</script>']) {
      const answer = await app.request('/api/ok', { headers: { 'X-Request-Id': bad } })
      expect(answer.headers.get('x-request-id')).toMatch(uuid)
    }
  })

  it('is passed to the ads service with the request, and echoed on its answer', async () => {
    const seen: Headers[] = []
    const app = appSeeing(seen)
    const made = await app.request('/ads-service/campaigns')
    expect(seen[0]?.get('x-request-id')).toBe(made.headers.get('x-request-id'))
    const given = await app.request('/ads-service/campaigns', { headers: { 'X-Request-Id': 'abcdef12-trace' } })
    expect(seen[1]?.get('x-request-id')).toBe('abcdef12-trace')
    expect(given.headers.get('x-request-id')).toBe('abcdef12-trace')
  })
})
