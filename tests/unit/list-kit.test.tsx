import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { listQueryWith } from '../../src/contract/lists'
import { templateList } from '../../src/features/catalogue/template-list'
import { promoCodeList } from '../../src/features/promo-codes/promo-code-list'
import { apiRequest, type Query } from '../../src/lib/http'
import { brandOptionsQuery } from '../../src/lib/option-queries'
import { defineList } from '../../src/ui/list/define-list'
import { FilterBar } from '../../src/ui/list/filter-bar'
import { asFlag, booleanFilter, dateRangeFilter, idFilter, numberRangeFilter, optionsFrom, selectFilter } from '../../src/ui/list/filters'
import { ListScreen } from '../../src/ui/list/list-screen'
import { ListView } from '../../src/ui/list/list-view'
import { useListSearch } from '../../src/ui/list/use-list-search'
import { brandId, brandOptions } from './catalogue-fixtures'
import { API, ok, page, server, setupCatalogueHarness } from './catalogue-harness'
import { lastParams, onPhone, renderList, useUrlSearch } from './list-harness'

setupCatalogueHarness()

type Payment = { id: string; reference: string; amount: number }

const paymentList = defineList({
  query: listQueryWith(['created_at', 'amount'], { is_settled: v.optional(v.string()) }),
  defaultOrdering: '-created_at',
  filters: [
    selectFilter('state', {
      label: 'State',
      options: [
        { label: 'Settled', value: 'settled' },
        { label: 'Open', value: 'open' },
      ],
      toQuery: asFlag('state', 'is_settled', 'settled'),
    }),
    idFilter('brand_id', { label: 'Brand', options: optionsFrom(brandOptionsQuery) }),
    dateRangeFilter('created_from', 'created_to', { label: 'Created' }),
    numberRangeFilter('amount_min', 'amount_max', { label: 'Amount' }),
    booleanFilter('flagged', { label: 'Flagged only' }),
  ],
})

function usePayments() {
  const state = useListSearch(paymentList, useUrlSearch())
  const list = useQuery({
    queryKey: ['payments', 'list', state.query],
    queryFn: () =>
      apiRequest<{ data: Payment[]; pagination: { page: number; page_size: number; total: number } }>('/api/payments', { query: state.query as Query }),
    placeholderData: keepPreviousData,
  })
  return { state, list }
}

function PaymentList() {
  const { state, list } = usePayments()
  return (
    <ListView
      state={state}
      filters={paymentList.filters}
      list={list}
      caption="Payments"
      columns={columns}
      rowKey={(row) => row.id}
      searchPlaceholder="Search payments"
      noun={['payment', 'payments']}
      errorFallback="Failed to fetch payments"
      empty={{ title: 'No payments yet', text: 'Payments show here.', action: null }}
    />
  )
}

const columns = [{ key: 'reference', header: 'Reference', primary: true, render: (row: Payment) => row.reference }]

/** The whole page, with its "Updated …" line. */
function PaymentScreen() {
  const { state, list } = usePayments()
  return (
    <ListScreen
      title="Payments"
      description="Money in."
      state={state}
      filters={paymentList.filters}
      list={list}
      columns={columns}
      rowKey={(row) => row.id}
      searchPlaceholder="Search payments"
      noun={['payment', 'payments']}
      errorFallback="Failed to fetch payments"
      empty={{ title: 'No payments yet', text: 'Payments show here.', action: null }}
    />
  )
}

function paymentHandlers(seen: URL[], wait = 0) {
  return [
    http.get(`${API}/api/payments`, async ({ request }) => {
      seen.push(new URL(request.url))
      if (seen.length > 1) await delay(wait)
      return HttpResponse.json(page([{ id: 'p1', reference: 'PAY-1', amount: 100 }], 60))
    }),
    http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
  ]
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement

describe('the Back rule', () => {
  it('undoes a filter, sort or page change with Back, but skips what was typed in the search box', async () => {
    const seen: URL[] = []
    server.use(...paymentHandlers(seen))
    const { history, search } = renderList(<PaymentList />)
    await screen.findByText('PAY-1')
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'settled' } })
    await waitFor(() => expect(search()).toEqual({ state: 'settled' }))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search payments' }), { target: { value: 'PAY' } })
    await waitFor(() => expect(search()).toEqual({ state: 'settled', search: 'PAY' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(search()).toEqual({ state: 'settled', search: 'PAY', page: 2 }))

    act(() => history.back())
    await waitFor(() => expect(screen.getByText(/Page 1 of/)).toBeTruthy())
    expect(search()).toEqual({ state: 'settled', search: 'PAY' })

    act(() => history.back())
    await waitFor(() => expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe(''))
    expect(search()).toEqual({})
    expect((screen.getByRole('searchbox', { name: 'Search payments' }) as HTMLInputElement).value).toBe('')
    expect(screen.getByText('60 payments')).toBeTruthy()
  })
})

describe('filters declared as data', () => {
  it('send the URL view as the server query, dropping bad values and filling defaults', async () => {
    const seen: URL[] = []
    server.use(...paymentHandlers(seen))
    renderList(
      <PaymentList />,
      '/?state=open&created_from=2026-01-01&created_to=2026-01-31&amount_min=100&flagged=true&brand_id=nope&page_size=50&ordering=height',
    )
    await screen.findByText('PAY-1')
    expect(lastParams(seen)).toEqual({
      is_settled: 'false',
      created_from: '2026-01-01',
      created_to: '2026-01-31',
      amount_min: '100',
      flagged: 'true',
      page: '1',
      page_size: '50',
      ordering: '-created_at',
    })
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('')
    expect(paymentList.toQuery(v.parse(paymentList.search, { amount_max: 'ten', created_to: '31/01/2026' }))).toEqual({
      page: '1',
      page_size: '20',
      ordering: '-created_at',
    })
  })

  it('filter by a date range, each end limiting the other, back to page 1', async () => {
    const seen: URL[] = []
    server.use(...paymentHandlers(seen))
    const { search } = renderList(<PaymentList />, '/?page=3')
    await screen.findByText('PAY-1')
    fireEvent.change(input('Created from'), { target: { value: '2026-02-01' } })
    await waitFor(() => expect(search()).toEqual({ created_from: '2026-02-01' }))
    expect(input('Created to').min).toBe('2026-02-01')
    fireEvent.change(input('Created to'), { target: { value: '2026-02-28' } })
    await waitFor(() => expect(lastParams(seen)).toMatchObject({ created_from: '2026-02-01', created_to: '2026-02-28', page: '1' }))
    expect(input('Created from').max).toBe('2026-02-28')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when a date range starts after it ends', async () => {
    server.use(...paymentHandlers([]))
    renderList(<PaymentList />, '/?created_from=2026-03-10&created_to=2026-03-01')
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The start is after the end.')
  })

  it('filter by a number range when the box is left or Enter pressed, not on each keystroke', async () => {
    const seen: URL[] = []
    server.use(...paymentHandlers(seen))
    const { search } = renderList(<PaymentList />)
    await screen.findByText('PAY-1')
    fireEvent.change(input('Amount from'), { target: { value: '250' } })
    expect(search()).toEqual({})
    fireEvent.blur(input('Amount from'))
    await waitFor(() => expect(lastParams(seen)).toMatchObject({ amount_min: '250' }))
    fireEvent.change(input('Amount to'), { target: { value: '900.5' } })
    fireEvent.keyDown(input('Amount to'), { key: 'Enter' })
    await waitFor(() => expect(lastParams(seen)).toMatchObject({ amount_min: '250', amount_max: '900.5' }))
    fireEvent.change(input('Amount from'), { target: { value: '' } })
    fireEvent.blur(input('Amount from'))
    await waitFor(() => expect(search()).toEqual({ amount_max: 900.5 }))
  })

  it('filter by a checkbox: ticked sends the flag, unticked drops it', async () => {
    const seen: URL[] = []
    server.use(...paymentHandlers(seen))
    const { search } = renderList(<PaymentList />)
    await screen.findByText('PAY-1')
    const box = screen.getByRole('checkbox', { name: 'Flagged only' }) as HTMLInputElement
    fireEvent.click(box)
    await waitFor(() => expect(lastParams(seen)).toMatchObject({ flagged: 'true' }))
    expect(box.checked).toBe(true)
    fireEvent.click(box)
    await waitFor(() => expect(search()).toEqual({}))
    expect(box.checked).toBe(false)
  })

  it('select options from a query list the brands', async () => {
    server.use(...paymentHandlers([]))
    renderList(<PaymentList />, `/?brand_id=${brandId}`)
    await screen.findByRole('option', { name: 'Kesar' })
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe(brandId)
  })
})

describe('shared option queries', () => {
  it('fetch the brands once for promo codes and the catalogue: one key, one request', async () => {
    let requests = 0
    server.use(http.get(`${API}/api/promocode/get_erp_brands`, () => (requests++, HttpResponse.json(ok(brandOptions)))))
    const brandFilter = (filters: typeof promoCodeList.filters) => filters.filter((filter) => filter.label === 'Brand')
    renderList(
      <>
        <FilterBar filters={brandFilter(promoCodeList.filters)} search={{}} onChange={() => {}} />
        <FilterBar filters={brandFilter(templateList.filters)} search={{}} onChange={() => {}} />
      </>,
    )
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Kesar' })).toHaveLength(2))
    expect(requests).toBe(1)
  })
})

describe('filters on a phone', () => {
  it('fold behind one "Filters (n)" button, n counting the active filters, with the search box kept in sight', async () => {
    onPhone()
    server.use(...paymentHandlers([]))
    renderList(<PaymentList />, '/?state=settled&created_from=2026-02-01&created_to=2026-02-28&search=PAY')
    await screen.findByText('PAY-1')
    const toggle = screen.getByRole('button', { name: 'Filters (2)' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('searchbox', { name: 'Search payments' })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('combobox', { name: 'State' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull()
    expect(
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Remove State: Settled', 'Remove Created: 1 Feb 2026 – 28 Feb 2026', 'Clear all'])
  })

  it('show each active filter as a chip that removes it, and Clear all keeps the search', async () => {
    onPhone()
    const seen: URL[] = []
    server.use(...paymentHandlers(seen))
    const { search } = renderList(<PaymentList />, '/?state=settled&flagged=true&amount_min=100&search=PAY&page=2')
    await screen.findByRole('button', { name: 'Filters (3)' })
    expect(screen.getByRole('button', { name: 'Remove Amount: from 100' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remove State: Settled' }))
    await waitFor(() => expect(search()).toEqual({ flagged: true, amount_min: 100, search: 'PAY' }))
    await waitFor(() => expect(lastParams(seen)).not.toHaveProperty('is_settled'))
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(search()).toEqual({ search: 'PAY' }))
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull()
  })
})

describe('a list loading a new filter', () => {
  it('keeps the rows dimmed under a progress bar, with the count and the Updated line in place, then shows the new rows', async () => {
    const seen: URL[] = []
    server.use(...paymentHandlers(seen, 300))
    renderList(<PaymentScreen />)
    await screen.findByText('PAY-1')
    const results = screen.getByRole('table').closest('.list-results') as HTMLElement
    expect(results.getAttribute('aria-busy')).toBeNull()
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'open' } })
    expect(await screen.findByRole('progressbar', { name: 'Loading payments' })).toBeTruthy()
    expect(results.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('PAY-1')).toBeTruthy()
    expect(screen.getByText('60 payments').hasAttribute('data-stale')).toBe(true)
    expect(screen.getByText('Updated just now')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(results.getAttribute('aria-busy')).toBeNull()
    expect(screen.getByText('60 payments').hasAttribute('data-stale')).toBe(false)
    expect(screen.getByText('Updated just now')).toBeTruthy()
    expect(lastParams(seen)).toMatchObject({ is_settled: 'false' })
  })
})
