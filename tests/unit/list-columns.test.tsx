import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { listQueryWith } from '../../src/contract/lists'
import { apiRequest, type Query } from '../../src/lib/http'
import { defineList } from '../../src/ui/list/define-list'
import { ListView } from '../../src/ui/list/list-view'
import { useListSearch } from '../../src/ui/list/use-list-search'
import { API, page, server, setupCatalogueHarness } from './catalogue-harness'
import { lastParams, renderList, useUrlSearch } from './list-harness'

setupCatalogueHarness()

/** The list kit's "Columns" (src/ui/list/column-chooser.tsx): which columns show, kept in the URL and so in saved views. */
type Payment = { id: string; reference: string; amount: number }
const paymentList = defineList({ query: listQueryWith(['created_at', 'amount'], {}), defaultOrdering: '-created_at', filters: [] })
const columns = [
  { key: 'reference', header: 'Reference', primary: true, render: (row: Payment) => row.reference },
  { key: 'amount', header: 'Amount', render: (row: Payment) => String(row.amount) },
]

function Payments() {
  const state = useListSearch(paymentList, useUrlSearch())
  const list = useQuery({
    queryKey: ['payments', 'list', state.query],
    queryFn: () =>
      apiRequest<{ data: Payment[]; pagination: { page: number; page_size: number; total: number } }>('/api/payments', { query: state.query as Query }),
    placeholderData: keepPreviousData,
  })
  return (
    <ListView
      state={state}
      filters={[]}
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

const answer = (seen: URL[]) =>
  http.get(`${API}/api/payments`, ({ request }) => {
    seen.push(new URL(request.url))
    return HttpResponse.json(page([{ id: 'p1', reference: 'PAY-1', amount: 100 }], 1))
  })

describe('columns to show', () => {
  it('leaves a column out of the table, keeps the choice in the URL (so a saved view keeps it) and not in the server query', async () => {
    const seen: URL[] = []
    server.use(answer(seen))
    const { search } = renderList(<Payments />)
    await screen.findByText('PAY-1')
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
    const panel = screen.getByRole('group', { name: 'Columns to show' })
    // The column that names the row cannot be left out.
    expect(within(panel).queryByLabelText('Reference')).toBeNull()
    fireEvent.click(within(panel).getByLabelText('Amount'))
    await waitFor(() => expect(search()).toEqual({ hide: 'amount' }))
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Amount' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeTruthy()
    expect(lastParams(seen).hide).toBeUndefined()
  })

  it('opens with the columns a link (or a saved view) leaves out', async () => {
    server.use(answer([]))
    renderList(<Payments />, '/?hide=amount')
    await screen.findByText('PAY-1')
    expect(screen.queryByRole('columnheader', { name: 'Amount' })).toBeNull()
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeTruthy()
  })

  it('shows every column when the URL holds a malformed choice', async () => {
    server.use(answer([]))
    renderList(<Payments />, '/?hide=Amount%3Bdrop')
    await screen.findByText('PAY-1')
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toBeTruthy()
  })
})
