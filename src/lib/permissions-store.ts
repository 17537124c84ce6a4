import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { ApiError, errorText } from './api-error'
import { notifyError } from './toasts'
import { readCachedPermissions, storageKeys, writeStored } from './storage'
import { accountPaths, permissionsResponse } from '../contract/accounts'
import { apiRequest } from './http'

/** The permissions state of docs/app.md#session. */
export type PermissionsState = {
  loading: boolean
  error: string | null
  permissions: string[]
  permissionsLoaded: boolean
}

function initialState(): PermissionsState {
  const cached = readCachedPermissions()
  return { loading: false, error: null, permissions: cached ?? [], permissionsLoaded: cached !== null }
}

export const permissionsStore = createAtom<PermissionsState>(initialState())
export const usePermissions = () => useSelector(permissionsStore)

let inFlight: Promise<void> | null = null
let answeredAt = 0

async function run(): Promise<void> {
  permissionsStore.set((prev) => ({ ...prev, loading: true, error: null }))
  try {
    const { permissions } = await apiRequest(accountPaths.permissions, { schema: permissionsResponse })
    writeStored(storageKeys.cachedPermissions, JSON.stringify(permissions))
    permissionsStore.set({ loading: false, error: null, permissions, permissionsLoaded: true })
    answeredAt = Date.now()
  } catch (error) {
    // With no answer (offline, server down) the cached list stands (docs/app.md#session); an answered error clears it.
    const answered = error instanceof ApiError && error.status > 0 && error.status < 500
    if (answered && error.status !== 401) notifyError(errorText(error, 'Failed to fetch permissions'))
    permissionsStore.set((prev) => ({
      loading: false,
      error: errorText(error),
      permissions: answered ? [] : prev.permissions,
      permissionsLoaded: true,
    }))
  }
}

/** Fetches the permissions once at a time and caches them as cachedPermissions. */
export function loadPermissions(): Promise<void> {
  inFlight ??= run().finally(() => {
    inFlight = null
  })
  return inFlight
}

/**
 * Loads unless a load is running or the server answered within `maxAgeMs`: the guard and the
 * shell both ask at start, and a sign-in has usually just loaded them.
 */
export function refreshPermissions(maxAgeMs: number): Promise<void> {
  if (inFlight || Date.now() - answeredAt >= maxAgeMs) return loadPermissions()
  return Promise.resolve()
}

export function resetPermissions(): void {
  answeredAt = 0
  permissionsStore.set({ loading: false, error: null, permissions: [], permissionsLoaded: false })
}
