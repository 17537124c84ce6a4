import { accountPaths } from '../../contract/account'
import { connectivityStore, isOnline } from '../../lib/connectivity'
import { buildUrl } from '../../lib/http'
import { readStored, storageKeys, writeStored } from '../../lib/storage'

/**
 * A sign-out while offline clears the device at once, but the server session would live on
 * until it expires. The token is kept aside and revoked the next time the app is online.
 */
export function rememberSignOut(token: string): void {
  writeStored(storageKeys.pendingSignOut, token)
}

let sending: Promise<void> | null = null

async function revoke(token: string): Promise<void> {
  try {
    // Plain fetch: this token is no longer the session, so its 401 must not send anyone to /login.
    const response = await fetch(buildUrl(accountPaths.logout), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    })
    // 401: the session had already expired or been revoked; either way it is gone.
    if (response.ok || response.status === 401) writeStored(storageKeys.pendingSignOut, null)
  } catch {
    // No answer: kept for the next time the app is online.
  }
}

/** Revokes a pending sign-out now if online; returns when done. */
function flushPendingSignOut(): Promise<void> {
  const token = readStored(storageKeys.pendingSignOut)
  if (!token || !isOnline()) return Promise.resolve()
  sending ??= revoke(token).finally(() => {
    sending = null
  })
  return sending
}

/** Flushes at start and every time the connection comes back. */
export function startPendingSignOut(): () => void {
  void flushPendingSignOut()
  return connectivityStore.subscribe(() => void flushPendingSignOut())
}
