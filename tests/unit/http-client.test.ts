import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, OfflineError, errorText } from '../../src/lib/api-error'
import { bannerStore, showBanner } from '../../src/lib/banner'
import { connectivityStore } from '../../src/lib/connectivity'
import { apiRequest, SERVER_ERROR_IMAGE, setUnauthorizedHandler } from '../../src/lib/http'
import { readStored, storageKeys, writeStored } from '../../src/lib/storage'

const API = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error,
  )
}

describe('requests (docs/api.md#client)', () => {
  it('sends JSON with the stored bearer token and parses the answer with its schema', async () => {
    writeStored(storageKeys.authToken, 'tok-123')
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined
    server.use(
      http.post(`${API}/api/accounts/login`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() }
        return HttpResponse.json({ status: true, message: 'Code sent', extra: 1 })
      }),
    )
    const result = await apiRequest('api/accounts/login', {
      method: 'POST',
      body: { email: 'a@b.in' },
      schema: v.object({ status: v.boolean(), message: v.string() }),
    })
    expect(result).toEqual({ status: true, message: 'Code sent' })
    expect(seen).toEqual({ auth: 'Bearer tok-123', type: 'application/json', body: { email: 'a@b.in' } })
  })

  it('drops the JSON content type for form data so the boundary is set', async () => {
    let type: string | null = null
    server.use(
      http.post(`${API}/upload`, ({ request }) => {
        type = request.headers.get('content-type')
        return HttpResponse.json({ status: true, message: 'ok' })
      }),
    )
    const form = new FormData()
    form.set('name', 'Kurta')
    await apiRequest('/upload', { method: 'POST', body: form })
    expect(type).toMatch(/^multipart\/form-data; boundary=/)
  })
})

describe('the error catalogue (docs/app.md#errors)', () => {
  it('on 401 removes the token, shows the session notice for 5 s and leaves for /login', async () => {
    writeStored(storageKeys.authToken, 'expired')
    const leave = vi.fn()
    setUnauthorizedHandler(leave)
    server.use(http.get(`${API}/api/accounts/get_urls`, () => HttpResponse.json({ message: 'nope' }, { status: 401 })))
    const error = await failureOf(apiRequest('/api/accounts/get_urls'))
    expect(error).toBeInstanceOf(ApiError)
    expect(readStored(storageKeys.authToken)).toBeNull()
    expect(bannerStore.get()).toMatchObject({ visible: true, message: 'Your session has expired. Please log in again.', duration: 5000, statusCode: 401 })
    expect(leave).toHaveBeenCalledOnce()
  })

  it('on a 500 shows the persistent server notice with its image, saying the server failed (not the connection)', async () => {
    server.use(http.get(`${API}/api/dashboard/vendor-stats`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })))
    const error = await failureOf(apiRequest('/api/dashboard/vendor-stats'))
    expect((error as ApiError).status).toBe(500)
    expect((error as ApiError).message).toBe('The server had a problem. Please try again.')
    expect(bannerStore.get()).toMatchObject({
      visible: true,
      message: 'The server had a problem. Please try again.',
      duration: null,
      image: SERVER_ERROR_IMAGE,
    })
  })

  it("sends a read, or a write with its Idempotency-Key, once more after a 503's Retry-After; a write without one is not resent", async () => {
    const seen: { method: string; key: string | null }[] = []
    let answered = 0
    const busyOnce = ({ request }: { request: Request }) => {
      seen.push({ method: request.method, key: request.headers.get('idempotency-key') })
      answered += 1
      return answered % 2 === 1
        ? HttpResponse.json({ status: false, message: 'The database is restarting.' }, { status: 503, headers: { 'Retry-After': '0' } })
        : HttpResponse.json({ status: true, message: 'ok' })
    }
    server.use(http.get(`${API}/r`, busyOnce), http.post(`${API}/w`, busyOnce))
    expect(await apiRequest('/r')).toEqual({ status: true, message: 'ok' })
    expect(await apiRequest('/w', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k1' } })).toEqual({ status: true, message: 'ok' })
    expect(seen).toEqual([
      { method: 'GET', key: null },
      { method: 'GET', key: null },
      { method: 'POST', key: 'k1' },
      { method: 'POST', key: 'k1' },
    ])
    const error = await failureOf(apiRequest('/w', { method: 'POST', body: {} }))
    expect((error as ApiError).status).toBe(503)
    expect(seen).toHaveLength(5)
  })

  it('with no response at all says it could not connect, with the same image, until dismissed', async () => {
    server.use(http.get(`${API}/api/dashboard/vendor-stats`, () => HttpResponse.error()))
    const error = await failureOf(apiRequest('/api/dashboard/vendor-stats'))
    expect((error as ApiError).status).toBe(0)
    expect(bannerStore.get()).toMatchObject({
      visible: true,
      message: 'Unable to connect to the server. Please try again later.',
      duration: null,
      image: SERVER_ERROR_IMAGE,
    })
    // A screen's own error text says so too, not its 'Failed to fetch ...' fallback, which would blame the call.
    expect(errorText(error, ['message', 'error', 'detail'], 'Failed to fetch organization info')).toBe(
      'Unable to connect to the server. Please try again later.',
    )
  })

  it('hides the server notice once a later call gets through', async () => {
    server.use(
      http.get(`${API}/a`, () => HttpResponse.error()),
      http.get(`${API}/b`, () => HttpResponse.json({ status: true })),
    )
    await failureOf(apiRequest('/a'))
    await apiRequest('/b')
    expect(bannerStore.get().visible).toBe(false)
  })

  it('cancels a request while offline without touching the network', async () => {
    const hit = vi.fn()
    server.use(http.get(`${API}/api/x`, () => (hit(), HttpResponse.json({}))))
    connectivityStore.set(false)
    const error = await failureOf(apiRequest('/api/x'))
    expect(error).toBeInstanceOf(OfflineError)
    expect((error as Error).message).toBe('No internet connection. Please reconnect.')
    expect(hit).not.toHaveBeenCalled()
  })

  it('leaves the offline banner in place when going offline cuts off a read, but not when it cuts off a submit', async () => {
    connectivityStore.set(true)
    server.use(
      http.get(`${API}/api/list`, () => delay('infinite')),
      http.post(`${API}/api/save`, () => delay('infinite')),
    )
    const read = failureOf(apiRequest('/api/list'))
    showBanner({ message: 'You are offline. Some features may not work.', isOffline: true, duration: null })
    connectivityStore.set(false)
    expect(await read).toBeInstanceOf(OfflineError)
    expect(bannerStore.get()).toMatchObject({ visible: true, message: 'You are offline. Some features may not work.' })

    connectivityStore.set(true)
    const submit = failureOf(apiRequest('/api/save', { method: 'POST', body: {} }))
    connectivityStore.set(false)
    expect(await submit).toBeInstanceOf(OfflineError)
    expect(bannerStore.get()).toMatchObject({ visible: true, message: 'No internet connection. Please reconnect.' })
    connectivityStore.set(true)
  })

  it.each([
    [{ message: 'From message' }, 'From message'],
    [{ error: 'From error' }, 'From error'],
    [{ detail: 'From detail' }, 'From detail'],
    [{ errors: { email: ['From errors'] } }, 'From errors'],
    [{ errors: ['From a list'] }, 'From a list'],
  ])('reads the server text from %j', async (body, expected) => {
    server.use(http.post(`${API}/api/feeds/create_feed`, () => HttpResponse.json(body, { status: 400 })))
    const error = await failureOf(apiRequest('api/feeds/create_feed', { method: 'POST', body: {} }))
    expect(errorText(error)).toBe(expected)
  })

  it('reads only the field a call names, then its fallback', async () => {
    server.use(http.get(`${API}/api/dashboard/vendor-stats`, () => HttpResponse.json({ message: 'not this one' }, { status: 400 })))
    const error = await failureOf(apiRequest('/api/dashboard/vendor-stats'))
    expect(errorText(error, ['error'], 'Failed to fetch dashboard counts')).toBe('Failed to fetch dashboard counts')
    expect((error as ApiError).status).toBe(400)
  })

  it('keeps the full error body and its field errors for the form', async () => {
    const body = { status: false, message: 'Check the fields', errors: { sku: ['SKU already used'], price: 'Too low' } }
    server.use(http.post(`${API}/api/add_products/create_product_variant`, () => HttpResponse.json(body, { status: 400 })))
    const error = (await failureOf(apiRequest('/api/add_products/create_product_variant', { method: 'POST', body: {} }))) as ApiError
    expect(error.body).toEqual(body)
    expect(error.fieldErrors).toEqual({ sku: ['SKU already used'], price: ['Too low'] })
  })

  it('does not raise a global notice for an ordinary 4xx', async () => {
    server.use(http.post(`${API}/api/accounts/login`, () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 400 })))
    const error = await failureOf(apiRequest('/api/accounts/login', { method: 'POST', body: {} }))
    expect((error as ApiError).message).toBe('Invalid email or password')
    expect(bannerStore.get().visible).toBe(false)
  })
})
