import { useSelector } from '@tanstack/react-store'
import { createAtom } from '@tanstack/store'
import { ApiError, errorText } from './api-error'
import { notifyError } from './toasts'
import { readCachedPermissions, storageKeys, writeStored } from './storage'
import { accountPaths, permissionsResponse } from '../contract/account'
import { apiRequest } from './http'
import { grantFor, type Grants } from '../contract/grants'

/** The permissions state of docs/app.md#session. */
export type PermissionsState = {
  loading: boolean
  error: string | null
  permissions: string[]
  permissionsLoaded: boolean
  /**
   * What the role may do on each path ('view' or 'change'), from the last answer; null until one came (then each
   * permitted path counts as 'change': the server refuses what it does not allow anyway).
   */
  grants: Grants | null
}

function initialState(): PermissionsState {
  const cached = readCachedPermissions()
  return { loading: false, error: null, permissions: cached ?? [], permissionsLoaded: cached !== null, grants: null }
}

export const permissionsStore = createAtom<PermissionsState>(initialState())
export const usePermissions = () => useSelector(permissionsStore)

let inFlight: Promise<void> | null = null
let answeredAt = 0

async function run(): Promise<void> {
  permissionsStore.set((prev) => ({ ...prev, loading: true, error: null }))
  try {
    const { permissions, grants } = await apiRequest(accountPaths.permissions, { schema: permissionsResponse })
    writeStored(storageKeys.cachedPermissions, JSON.stringify(permissions))
    permissionsStore.set({ loading: false, error: null, permissions, permissionsLoaded: true, grants: grants ?? null })
    answeredAt = Date.now()
  } catch (error) {
    // With no answer (offline, server down) the cached list stands (docs/app.md#session); an answered error clears it.
    const answered = error instanceof ApiError && error.status > 0 && error.status < 500
    // A 401 goes to /login, a session limited to the authenticator's setup to that screen: each says why itself.
    const shownElsewhere = error instanceof ApiError && (error.status === 401 || error.body?.totp_setup_required === true)
    if (answered && !shownElsewhere) notifyError(errorText(error, 'Failed to fetch permissions'))
    permissionsStore.set((prev) => ({
      loading: false,
      error: errorText(error),
      permissions: answered ? [] : prev.permissions,
      permissionsLoaded: true,
      grants: answered ? null : prev.grants,
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
  permissionsStore.set({ loading: false, error: null, permissions: [], permissionsLoaded: false, grants: null })
}

/** False where the person's role only views the path (docs/accounts.md#permissions): the kits hide or disable its writes. */
export function mayChange(state: Pick<PermissionsState, 'grants'>, pathname: string): boolean {
  return state.grants === null || grantFor(state.grants, pathname) === 'change'
}

/** mayChange for the page open now. */
export function useMayChange(pathname: string): boolean {
  return useSelector(permissionsStore, (state) => mayChange(state, pathname))
}
