import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('idb-keyval', () => ({
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  del: () => Promise.resolve(),
  keys: () => Promise.resolve([]),
  delMany: () => Promise.resolve(),
}))

const { connectivityStore } = await import('../../src/lib/connectivity')
const { readStored, storageKeys, writeStored } = await import('../../src/lib/storage')
const { signOut } = await import('../../src/features/auth/session')
const { startPendingSignOut } = await import('../../src/features/auth/pending-sign-out')

const API = 'http://api.test'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Records the bearer token of every logout the server receives. */
function recordLogouts(status = 200): string[] {
  const seen: string[] = []
  server.use(
    http.post(`${API}/api/accounts/logout`, ({ request }) => {
      seen.push(request.headers.get('authorization') ?? '')
      return HttpResponse.json({ status: status === 200, message: 'Logged out' }, { status })
    }),
  )
  return seen
}

describe('signing out while offline', () => {
  it('clears the device at once and revokes the server session when the connection returns', async () => {
    const seen = recordLogouts()
    writeStored(storageKeys.authToken, 'offline-token')
    connectivityStore.set(false)
    await signOut(new QueryClient())
    expect(readStored(storageKeys.authToken)).toBeNull()
    expect(seen).toEqual([])

    const stop = startPendingSignOut()
    connectivityStore.set(true)
    await vi.waitFor(() => expect(readStored(storageKeys.pendingSignOut)).toBeNull())
    expect(seen).toEqual(['Bearer offline-token'])
    stop()
  })

  it('keeps the token aside while the server does not answer, and sends it at the next start', async () => {
    let attempts = 0
    server.use(http.post(`${API}/api/accounts/logout`, () => ((attempts += 1), HttpResponse.error())))
    writeStored(storageKeys.pendingSignOut, 'stale-token')
    let stop = startPendingSignOut()
    await vi.waitFor(() => expect(attempts).toBe(1))
    stop()
    expect(readStored(storageKeys.pendingSignOut)).toBe('stale-token')

    const seen = recordLogouts(401)
    stop = startPendingSignOut()
    await vi.waitFor(() => expect(readStored(storageKeys.pendingSignOut)).toBeNull())
    expect(seen).toEqual(['Bearer stale-token'])
    stop()
  })

  it('signs out on the server straight away when online, leaving nothing pending', async () => {
    const seen = recordLogouts()
    writeStored(storageKeys.authToken, 'online-token')
    await signOut(new QueryClient())
    expect(seen).toEqual(['Bearer online-token'])
    expect(readStored(storageKeys.pendingSignOut)).toBeNull()
  })
})
