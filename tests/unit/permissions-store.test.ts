import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadPermissions, mayChange, permissionsStore, resetPermissions } from '../../src/lib/permissions-store'
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
    expect(permissionsStore.get()).toEqual({ loading: false, error: null, permissions: ['/dashboard', '/accounts'], permissionsLoaded: true, grants: null })
    expect(readCachedPermissions()).toEqual(['/dashboard', '/accounts'])
  })

  it('on an answered failure keeps the error, clears the list and is loaded', async () => {
    permissionsStore.set({ loading: false, error: null, permissions: ['/dashboard'], permissionsLoaded: true, grants: null })
    server.use(http.get(URL, () => HttpResponse.json({ message: 'Role not found' }, { status: 403 })))
    await loadPermissions()
    expect(permissionsStore.get()).toEqual({ loading: false, error: 'Role not found', permissions: [], permissionsLoaded: true, grants: null })
  })

  it("reads 'Unknown error' when the failure carries no message", async () => {
    server.use(http.get(URL, () => new HttpResponse(null, { status: 404 })))
    await loadPermissions()
    expect(permissionsStore.get().error).toBe('Unknown error')
  })

  it('keeps the cached list when the server cannot be reached (docs/app.md#session)', async () => {
    permissionsStore.set({ loading: false, error: null, permissions: ['/dashboard'], permissionsLoaded: true, grants: null })
    server.use(http.get(URL, () => HttpResponse.error()))
    await loadPermissions()
    expect(permissionsStore.get()).toMatchObject({ permissions: ['/dashboard'], permissionsLoaded: true, loading: false })
  })
})

describe('what the role may change (docs/accounts.md#permissions)', () => {
  it('holds the grants of the answer; a path the role only views may not be changed, nor its sub-routes', async () => {
    const grants = { '/dashboard': 'change', '/bookings-all': 'view', '/inventory': 'change' }
    server.use(http.get(URL, () => HttpResponse.json({ status: true, message: 'ok', permissions: Object.keys(grants), grants })))
    await loadPermissions()
    const state = permissionsStore.get()
    expect(state.grants).toEqual(grants)
    expect([mayChange(state, '/inventory'), mayChange(state, '/bookings-all'), mayChange(state, '/bookings-all/x'), mayChange(state, '/feeds')]).toEqual([
      true,
      false,
      false,
      false,
    ])
    // Before any answer (a cached list only) the app does not guess: the server refuses what it does not allow.
    expect(mayChange({ grants: null }, '/feeds')).toBe(true)
  })
})
