import { dehydrate, hydrate, onlineManager, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../src/contract/history'
import { createQueryClient, persistOptions } from '../../src/lib/query-client'
import { EditScreen } from '../../src/ui/form/form-screens'
import { FullHistoryRowLink, HistoryDrawer } from '../../src/ui/form/history-drawer'
import { RecordHistory } from '../../src/ui/form/record-history'
import { API, renderScreen, server, setupCatalogueHarness } from './catalogue-harness'
import { renderList } from './list-harness'

setupCatalogueHarness()

const variantId = 'b1f0c3c2-6a55-4c1e-9a57-6f1d2a1e0c11'
const historyUrl = `${API}/api/history/product_variant/${variantId}`

const entry = (n: number, overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: `h${n}`,
  at: new Date(Date.now() - n * 3_600_000).toISOString(),
  record_type: 'product_variant',
  record_id: variantId,
  record_label: 'KES-TEE-M',
  action: 'updated',
  actor_id: 'a1',
  actor_name: 'Priya',
  actor_role: 'catalogue',
  changes: [{ field: 'price_paise', label: 'Price', before: 129900 + n * 100, after: 119900 + n * 100 }],
  ...overrides,
})

const pageOf = (rows: HistoryEntry[], page: number, total: number) => ({
  status: true,
  message: 'OK',
  data: rows,
  pagination: { page, page_size: 20, total },
})

function renderHistory(queryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <RecordHistory type="product_variant" id={variantId} version={1} />
    </QueryClientProvider>,
  )
  return { queryClient, section: () => screen.getByRole('region', { name: 'History' }) }
}

afterEach(() => onlineManager.setOnline(true))

describe("a record's History section (issue 20)", () => {
  it('shows it is loading, then each change as a sentence, newest first', async () => {
    server.use(
      http.get(historyUrl, async () => {
        await delay(50)
        return HttpResponse.json(pageOf([entry(2), entry(5, { actor_name: 'Arjun', actor_role: 'owner' })], 1, 2))
      }),
    )
    const { section } = renderHistory()
    within(section()).getByRole('status', { name: 'Loading the history' })
    const items = await within(section()).findAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Priya (catalogue) changed Price from ₹1,301 to ₹1,201 · 2 hr ago',
      'Arjun (owner) changed Price from ₹1,304 to ₹1,204 · 5 hr ago',
    ])
    expect(within(section()).queryByRole('button', { name: 'Show older' })).toBeNull()
  })

  it('says when nothing was recorded yet', async () => {
    server.use(http.get(historyUrl, () => HttpResponse.json(pageOf([], 1, 0))))
    const { section } = renderHistory()
    await within(section()).findByText('No changes recorded yet')
  })

  it('says it failed, with Try again that loads it', async () => {
    let calls = 0
    server.use(
      http.get(historyUrl, () => {
        calls++
        return calls === 1 ? HttpResponse.json({ status: false, message: 'Not allowed here' }, { status: 403 }) : HttpResponse.json(pageOf([entry(1)], 1, 1))
      }),
    )
    const { section } = renderHistory()
    const alert = await within(section()).findByRole('alert')
    expect(alert.textContent).toContain('Could not load the history.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await within(section()).findByText(/changed Price from ₹1,300 to ₹1,200/)
  })

  it('loads older changes a page at a time with "Show older", asking the server newest first', async () => {
    const seen: URL[] = []
    server.use(
      http.get(historyUrl, ({ request }) => {
        const url = new URL(request.url)
        seen.push(url)
        const page = Number(url.searchParams.get('page'))
        const rows = Array.from({ length: page === 1 ? 20 : 3 }, (_, i) => entry((page - 1) * 20 + i + 1))
        return HttpResponse.json(pageOf(rows, page, 23))
      }),
    )
    const { section } = renderHistory()
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(20))
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ page: '1', page_size: '20', ordering: '-at' })
    fireEvent.click(within(section()).getByRole('button', { name: 'Show older' }))
    await waitFor(() => expect(within(section()).getAllByRole('listitem')).toHaveLength(23))
    expect(seen.at(-1)!.searchParams.get('page')).toBe('2')
    expect(within(section()).queryByRole('button', { name: 'Show older' })).toBeNull()
  })

  it('offline, reads the saved copy like the record (it is persisted), and says when there is none', async () => {
    server.use(http.get(historyUrl, () => HttpResponse.json(pageOf([entry(1)], 1, 1))))
    const first = renderHistory()
    await screen.findByText(/changed Price from ₹1,300 to ₹1,200/)
    // What the persister writes to IndexedDB, restored into a new app that starts offline.
    const saved = dehydrate(first.queryClient, persistOptions.dehydrateOptions)
    expect(saved.queries.map((query) => query.queryKey)).toContainEqual(['history', 'product_variant', variantId, 1])
    cleanup()
    onlineManager.setOnline(false)
    const restored = createQueryClient()
    hydrate(restored, saved)
    const { section } = renderHistory(restored)
    within(section()).getByText(/changed Price from ₹1,300 to ₹1,200/)
    cleanup()

    const empty = createQueryClient()
    render(
      <QueryClientProvider client={empty}>
        <RecordHistory type="promo_code" id="never-opened" version={1} />
      </QueryClientProvider>,
    )
    await screen.findByText(/You are offline. The history of this record was not saved on this device/)
    // Back online, it loads by itself.
    server.use(http.get(`${API}/api/history/promo_code/never-opened`, () => HttpResponse.json(pageOf([], 1, 0))))
    onlineManager.setOnline(true)
    await screen.findByText('No changes recorded yet')
  })

  it('sits under every edit screen, for the record type the screen declares', async () => {
    const record = { id: variantId, sku: 'KES-TEE-M' }
    const resource = {
      detailQuery: (id: string) => queryOptions({ queryKey: ['test-records', 'detail', id], queryFn: () => Promise.resolve(record) }),
    }
    server.use(http.get(historyUrl, () => HttpResponse.json(pageOf([entry(3)], 1, 1))))
    renderScreen(
      <EditScreen
        id={variantId}
        resource={resource}
        what="product variant"
        history="product_variant"
        heading={() => ({ title: 'Edit product variant', description: '' })}
      >
        {(row) => <p>Form of {row.sku}</p>}
      </EditScreen>,
    )
    await screen.findByText('Form of KES-TEE-M')
    const history = screen.getByRole('region', { name: 'History' })
    await within(history).findByText(/Priya \(catalogue\) changed Price from ₹1,302 to ₹1,202/)
  })

  it('opens a posting\'s whole history over the ledger from its row\'s "Full history", in the URL so Back closes it', async () => {
    const postingId = '2c9d1f0a-5b3e-4d7a-8f61-3e2b1c0d9a77'
    server.use(
      http.get(`${API}/api/history/wallet_transaction/${postingId}`, () =>
        HttpResponse.json(
          pageOf(
            [
              entry(1, {
                record_type: 'wallet_transaction',
                record_id: postingId,
                record_label: 'ADJ-7',
                action: 'adjusted',
                actor_name: 'Farah',
                actor_role: 'finance',
                changes: [{ field: 'amount_paise', label: 'Amount', before: null, after: 50000 }],
              }),
            ],
            1,
            1,
          ),
        ),
      ),
    )
    const { search } = renderList(
      <>
        <FullHistoryRowLink id={postingId} name="ADJ-7" />
        <HistoryDrawer type="wallet_transaction" title="Posting history" />
      </>,
      '/?account_id=x',
    )
    fireEvent.click(await screen.findByRole('link', { name: 'Full history of ADJ-7' }))
    const drawer = await screen.findByRole('dialog', { name: 'Posting history' })
    await within(drawer).findByText(/Farah \(finance\) adjusted ADJ-7: Amount ₹500/)
    expect(search()).toEqual({ account_id: 'x', history: postingId })
  })
})
