import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../src/lib/api-error'
import { bannerStore, hideBanner } from '../../src/lib/banner'
import { apiRequest } from '../../src/lib/http'
import { createQueryClient } from '../../src/lib/query-client'

const API = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  hideBanner()
})
afterAll(() => server.close())

describe('a service behind the API is down (X-Partial-Outage)', () => {
  it('fails with the service message and shows no app-wide "Unable to connect" notice', async () => {
    server.use(
      http.get(`${API}/ads-service/ads-list`, () =>
        HttpResponse.json({ status: false, message: 'Ads are unavailable right now.' }, { status: 503, headers: { 'X-Partial-Outage': 'ads' } }),
      ),
    )
    const error = await apiRequest('/ads-service/ads-list').catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect((error as ApiError).message).toBe('Ads are unavailable right now.')
    expect(bannerStore.get().visible).toBe(false)
  })

  it('a list query asks once and shows the outage at once: no retries that cannot succeed before its Retry-After', async () => {
    let asked = 0
    server.use(
      http.get(`${API}/ads-service/ads-list`, () => {
        asked++
        return HttpResponse.json(
          { status: false, message: 'Ads are unavailable right now.' },
          { status: 503, headers: { 'X-Partial-Outage': 'ads', 'Retry-After': '30' } },
        )
      }),
    )
    const queryClient = createQueryClient()
    const started = Date.now()
    const error = await queryClient
      .fetchQuery({ queryKey: ['ads', 'list'], queryFn: () => apiRequest('/ads-service/ads-list') })
      .catch((failure: unknown) => failure)
    expect((error as ApiError).message).toBe('Ads are unavailable right now.')
    expect(asked).toBe(1)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('a 503 without the mark still shows the notice', async () => {
    server.use(http.get(`${API}/api/health`, () => HttpResponse.json({ status: false }, { status: 503 })))
    await apiRequest('/api/health').catch(() => undefined)
    expect(bannerStore.get()).toMatchObject({ visible: true, message: 'The server had a problem. Please try again.' })
  })
})
