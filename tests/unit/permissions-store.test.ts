import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadPermissions, permissionsStore, resetPermissions } from '../../src/lib/permissions-store'
import { readCachedPermissions, storageKeys, writeStored } from '../../src/lib/storage'

const URL = 'http://api.test/api/accounts/get_urls'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
beforeEach(() => {
  resetPermissions()
  writeStored(storageKeys.authToken, 'tok')
})

describe('permissions state (docs/app.md#session)', () => {
  it('is loading while the request runs, then holds and caches the list', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ status: true, message: 'ok', permissions: ['/dashboard', '/accounts'] })))
    const pending = loadPermissions()
    expect(permissionsStore.get()).toMatchObject({ loading: true, error: null })
    await pending
    expect(permissionsStore.get()).toEqual({ loading: false, error: null, permissions: ['/dashboard', '/accounts'], permissionsLoaded: true })
    expect(readCachedPermissions()).toEqual(['/dashboard', '/accounts'])
  })

  it('on an answered failure keeps the error, clears the list and is loaded', async () => {
    permissionsStore.set({ loading: false, error: null, permissions: ['/dashboard'], permissionsLoaded: true })
    server.use(http.get(URL, () => HttpResponse.json({ message: 'Role not found' }, { status: 403 })))
    await loadPermissions()
    expect(permissionsStore.get()).toEqual({ loading: false, error: 'Role not found', permissions: [], permissionsLoaded: true })
  })

  it("reads 'Unknown error' when the failure carries no message", async () => {
    server.use(http.get(URL, () => new HttpResponse(null, { status: 404 })))
    await loadPermissions()
    expect(permissionsStore.get().error).toBe('Unknown error')
  })

  it('keeps the cached list when the server cannot be reached (docs/app.md#session)', async () => {
    permissionsStore.set({ loading: false, error: null, permissions: ['/dashboard'], permissionsLoaded: true })
    server.use(http.get(URL, () => HttpResponse.error()))
    await loadPermissions()
    expect(permissionsStore.get()).toMatchObject({ permissions: ['/dashboard'], permissionsLoaded: true, loading: false })
  })
})
