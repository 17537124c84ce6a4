import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

const saved = new Map<string, string>()
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(saved.get(key)),
  set: (key: string, value: string) => Promise.resolve(void saved.set(key, value)),
  del: (key: string) => Promise.resolve(void saved.delete(key)),
}))

const { afterRestore, PERSIST_KEY, saveWhenHidden } = await import('../../src/lib/query-client')

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('saving the query cache when the app is hidden', () => {
  it('writes what is on screen to IndexedDB at once, without waiting for the throttled save', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['promo-codes', 'list'], { count: 1, results: [{ code: 'WINTER15', is_active: false }] })
    saveWhenHidden(queryClient)
    hide()
    await vi.waitFor(() => expect(saved.get(PERSIST_KEY)).toContain('WINTER15'))
    const persisted = JSON.parse(saved.get(PERSIST_KEY)!) as { clientState: { queries: { queryKey: unknown }[] } }
    expect(persisted.clientState.queries.map((query) => query.queryKey)).toEqual([['promo-codes', 'list']])
  })
})

describe('list pages kept', () => {
  it('keeps the most recent pages of each list and drops the oldest ones not on screen', async () => {
    const { createQueryClient, LIST_PAGES_KEPT } = await import('../../src/lib/query-client')
    const queryClient = createQueryClient()
    const total = LIST_PAGES_KEPT + 5
    for (let page = 1; page <= total; page++) {
      queryClient.setQueryData(['catalogue', 'variants', 'list', { page }], { count: total, results: [] }, { updatedAt: page })
    }
    queryClient.setQueryData(['promo-codes', 'list', { page: 1 }], { count: 1, results: [] }, { updatedAt: 0 })
    const variantPages = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['catalogue', 'variants', 'list'] })
      .map((query) => (query.queryKey[3] as { page: number }).page)
      .sort((a, b) => a - b)
    expect(variantPages).toHaveLength(LIST_PAGES_KEPT)
    expect(variantPages[0]).toBe(6)
    expect(variantPages.at(-1)).toBe(total)
    // Another list is counted on its own.
    expect(queryClient.getQueryData(['promo-codes', 'list', { page: 1 }])).toBeDefined()
  })
})

describe('after the saved copy is restored', () => {
  it('saves at once what the screen fetched while the copy was being read, so it opens offline', async () => {
    saved.clear()
    const bootedAt = Date.now()
    const queryClient = new QueryClient()
    // Fetched by the route before the restore finished: the persister saw no change after it.
    queryClient.setQueryData(['dashboard', 'vendor-stats'], { counts: [{ key: 'users', label: 'Team members', value: 8 }] }, { updatedAt: bootedAt + 5 })
    await afterRestore(queryClient, bootedAt)
    expect(saved.get(PERSIST_KEY)).toContain('Team members')
  })

  it('saves a change that lands right after the restore, before the provider has re-rendered', async () => {
    saved.clear()
    const queryClient = new QueryClient()
    await afterRestore(queryClient, Date.now())
    queryClient.setQueryData(['dashboard', 'vendor-stats'], { counts: [{ key: 'brands', label: 'Brands', value: 24 }] })
    await vi.waitFor(() => expect(saved.get(PERSIST_KEY)).toContain('Brands'), { timeout: 3000 })
  })

  it('refetches what came from the saved copy and leaves what was fetched since the start alone', async () => {
    const bootedAt = Date.now()
    const queryClient = new QueryClient()
    queryClient.setQueryData(['account', 'erp-user'], { name: 'restored' }, { updatedAt: bootedAt - 60_000 })
    queryClient.setQueryData(['dashboard', 'vendor-stats'], { counts: [] }, { updatedAt: bootedAt + 5 })
    await afterRestore(queryClient, bootedAt)
    expect(queryClient.getQueryState(['account', 'erp-user'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['dashboard', 'vendor-stats'])?.isInvalidated).toBe(false)
  })
})
