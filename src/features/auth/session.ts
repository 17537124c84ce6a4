import type { QueryClient } from '@tanstack/react-query'
import type { VerifyOtpResponse } from '../../contract/account'
import { clearAllDrafts, clearImageDrafts } from '../../lib/drafts'
import { isOnline } from '../../lib/connectivity'
import { queryPersister } from '../../lib/query-client'
import { clearSession, getAuthToken, storageKeys, writeStored } from '../../lib/storage'
import { logout } from './api'
import { rememberSignOut } from './pending-sign-out'
import { loadPermissions, resetPermissions } from '../../lib/permissions-store'

/** docs/accounts.md#sign-in: store the token, the organisation's name and image, then fetch and cache permissions. */
export async function completeSignIn(response: VerifyOtpResponse, prefetch: () => Promise<unknown>): Promise<void> {
  writeStored(storageKeys.authToken, response.token)
  writeStored(storageKeys.orgName, response.data.erp_org_name)
  writeStored(storageKeys.orgImage, response.data.erp_org_image)
  writeStored(storageKeys.resetEmail, null)
  // A role that requires the authenticator app opens only its setup until it is on (src/routes/_auth/setup-authenticator.tsx).
  if (response.totp_setup_required) return
  await Promise.all([loadPermissions(), prefetch().catch(() => undefined)])
}

/** Leaves nothing of this user behind: token, caches in memory and IndexedDB, drafts. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const token = getAuthToken()
  const revoked =
    isOnline() &&
    (await logout().then(
      () => true,
      () => false,
    ))
  if (token && !revoked) rememberSignOut(token)
  clearSession()
  clearAllDrafts()
  await clearImageDrafts()
  resetPermissions()
  queryClient.clear()
  await queryPersister.removeClient()
}

/** After a 401: the token is already gone; cached data of this account goes too, drafts stay. */
export function forgetSession(queryClient: QueryClient): void {
  resetPermissions()
  queryClient.clear()
  void queryPersister.removeClient()
}
