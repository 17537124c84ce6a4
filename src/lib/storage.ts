/** The browser-stored keys of docs/app.md#storage, in one place. */
export const storageKeys = {
  authToken: 'authToken',
  orgName: 'erp_org_name',
  orgImage: 'erp_org_image',
  cachedPermissions: 'cachedPermissions',
  resetEmail: 'resetEmail',
  /** Where the last code went, masked (+91•••••3210), and the job carrying it when it was queued (docs/accounts.md#delivery). */
  codeSentTo: 'codeSentTo',
  codeDelivery: 'codeDelivery',
  /** A token signed out while offline, to be revoked on the server once back online. */
  pendingSignOut: 'pendingSignOut',
  /** The Get started guide while it is open: the steps done so far (issue 18, item 8). */
  firstDay: 'erp_first_day',
} as const
type StorageKey = (typeof storageKeys)[keyof typeof storageKeys]

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readStored(key: StorageKey): string | null {
  return safeStorage()?.getItem(key) ?? null
}

export function writeStored(key: StorageKey, value: string | null): void {
  const storage = safeStorage()
  if (!storage) return
  if (value === null) storage.removeItem(key)
  else storage.setItem(key, value)
}

export const getAuthToken = () => readStored(storageKeys.authToken)
export const hasAuthToken = () => Boolean(getAuthToken())

export function readCachedPermissions(): string[] | null {
  const raw = readStored(storageKeys.cachedPermissions)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null
  } catch {
    return null
  }
}

/** Everything one user leaves behind, removed at sign-out or on an expired session. */
export function clearSession(): void {
  for (const key of [storageKeys.authToken, storageKeys.orgName, storageKeys.orgImage, storageKeys.cachedPermissions, storageKeys.firstDay]) {
    writeStored(key, null)
  }
}
