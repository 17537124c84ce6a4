import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { del, get, set } from 'idb-keyval'
import { ApiError, OfflineError, errorText } from './api-error'
import './query-meta'
import { notifyError } from './toasts'

export const PERSIST_KEY = 'back-office-query-cache'
export const PERSIST_MAX_AGE = 1000 * 60 * 60 * 24 * 7

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof OfflineError) return false
  // A 4xx will answer the same again; a dropped connection may not.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/** Error toasts per SPEC.md 8; offline and expired sessions have their own notices instead. */
function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  const meta = query.meta?.errorToast
  if (!meta || error instanceof OfflineError || (error instanceof ApiError && error.status === 401)) return
  // One toast per query, so retries and refetches do not stack copies.
  notifyError(errorText(error, meta.fields, meta.fallback), { id: JSON.stringify(query.queryKey) })
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept as long as the persisted copy so offline starts still find the data.
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetry,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  })
}

/** IndexedDB through idb-keyval: its get, set and del already return promises. */
export const queryPersister = createAsyncStoragePersister({
  storage: { getItem: (key) => get<string>(key).then((value) => value ?? null), setItem: (key, value) => set(key, value), removeItem: (key) => del(key) },
  key: PERSIST_KEY,
  throttleTime: 1000,
})
