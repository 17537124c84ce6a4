import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { QueryCache, QueryClient, type Query } from '@tanstack/react-query'
import { persistQueryClientSave, persistQueryClientSubscribe, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { ApiError, OfflineError, PartialOutageError, errorText } from './api-error'
import './query-meta'
import { textOf } from './text'
import { notifyError } from './toasts'

export const PERSIST_KEY = 'back-office-query-cache'
const PERSIST_MAX_AGE = 1000 * 60 * 60 * 24 * 7

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Cut off by going offline: Query waits for the connection (the screen shows it is offline) and tries again then.
  if (error instanceof OfflineError) return failureCount < 3
  // A service behind the API is down and said when to ask again (tens of seconds): the screen says so now.
  if (error instanceof PartialOutageError) return false
  // A 4xx will answer the same again; a dropped connection may not.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/** Error toasts per docs/app.md#errors; offline, no answer at all and expired sessions have their own notices instead. */
function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown>): void {
  const meta = query.meta?.errorToast
  if (!meta || error instanceof OfflineError || (error instanceof ApiError && (error.status === 401 || error.status === 0))) return
  // A session limited to the authenticator's setup: the app is on its way to that screen, which says why.
  if (error instanceof ApiError && error.body?.totp_setup_required === true) return
  // One toast per query, so retries and refetches do not stack copies.
  notifyError(errorText(error, meta.fields, textOf(meta.fallback)), { id: JSON.stringify(query.queryKey) })
}

/** How many pages of one list (one filter set each) are kept in memory and in IndexedDB. */
export const LIST_PAGES_KEPT = 50

/** List keys end in [..., 'list', search]: pages of one list share everything before the search. */
function listFamily(queryKey: readonly unknown[]): string | null {
  return queryKey.length >= 2 && queryKey[queryKey.length - 2] === 'list' ? JSON.stringify(queryKey.slice(0, -1)) : null
}

/**
 * Every page a user visits would otherwise stay for the 7 days the offline copy lives, and
 * the saved copy (written whole on every change) would grow with it. Keeps the most recently
 * fetched pages of each list; a page on screen is never dropped.
 */
function capListPages(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache()
  cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const family = listFamily(event.query.queryKey)
    if (!family) return
    const pages = cache
      .getAll()
      .filter((query) => listFamily(query.queryKey) === family)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    for (const query of pages.slice(LIST_PAGES_KEPT)) {
      if (query.getObserversCount() === 0) cache.remove(query)
    }
  })
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
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
  capListPages(queryClient)
  return queryClient
}

/** IndexedDB through idb-keyval: its get, set and del already return promises. */
const idbStorage = {
  getItem: (key: string) => get<string>(key).then((value) => value ?? null),
  setItem: (key: string, value: string) => set(key, value),
  removeItem: (key: string) => del(key),
}

export const queryPersister = createAsyncStoragePersister({ storage: idbStorage, key: PERSIST_KEY, throttleTime: 1000 })

export const persistOptions = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE,
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false },
} satisfies Omit<PersistQueryClientOptions, 'queryClient'>

/** Same store, no throttle: for the saves that cannot wait. */
const immediatePersister = createAsyncStoragePersister({ storage: idbStorage, key: PERSIST_KEY, throttleTime: 0 })
const saveNow = (queryClient: QueryClient) => persistQueryClientSave({ ...persistOptions, persister: immediatePersister, queryClient })
/** Writes the offline copy at once (a 'Save for offline' step must not wait for the throttle). */
export const saveOfflineCopyNow = saveNow
const savingWhenHidden = new WeakSet<QueryClient>()
const savingOnChange = new WeakSet<QueryClient>()

/**
 * Phones freeze or kill a hidden app without warning, so the cache is saved the moment the
 * app is hidden rather than up to a second later. Start it only after the saved copy has been
 * restored: saving the still-empty cache first would overwrite the offline copy.
 */
export function saveWhenHidden(queryClient: QueryClient): void {
  if (savingWhenHidden.has(queryClient)) return
  savingWhenHidden.add(queryClient)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void saveNow(queryClient)
  })
}

/**
 * Once the saved copy is back: what came from it refetches (a reload asks for fresh data, and
 * the throttled save can miss the last change before a reload), and what arrived while it was
 * being read is saved now. Routes start their requests before the restore ends, and the
 * provider saves only on changes after it has re-rendered, so a screen whose data came early
 * would never be saved for offline use. Saving on change starts here too, with no gap; it goes
 * through the same throttled persister as the provider's, so the two coalesce.
 */
export async function afterRestore(queryClient: QueryClient, bootedAt: number): Promise<void> {
  saveWhenHidden(queryClient)
  if (!savingOnChange.has(queryClient)) {
    savingOnChange.add(queryClient)
    persistQueryClientSubscribe({ ...persistOptions, queryClient })
  }
  const arrivedMeanwhile = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.dataUpdatedAt >= bootedAt)
  void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < bootedAt })
  if (arrivedMeanwhile) await saveNow(queryClient)
}
