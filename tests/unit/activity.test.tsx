import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { HistoryEntry } from '../../src/contract/history'
import { ActivityScreen } from '../../src/features/history/activity-screen'
import { API, page, server, setupCatalogueHarness } from './catalogue-harness'
import { lastParams, renderList } from './list-harness'

setupCatalogueHarness()

const priya = '6a0f3c1e-2b7d-4c55-8e21-0d9b3a7f1c01'
const arjun = '6a0f3c1e-2b7d-4c55-8e21-0d9b3a7f1c02'
const variantId = 'b1f0c3c2-6a55-4c1e-9a57-6f1d2a1e0c11'

const entries: HistoryEntry[] = [
  {
    id: 'h2',
    at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    record_type: 'product_variant',
    record_id: variantId,
    record_label: 'KES-TEE-M',
    action: 'updated',
    actor_id: priya,
    actor_name: 'Priya',
    actor_role: 'catalogue',
    changes: [{ field: 'price_paise', label: 'Price', before: 129900, after: 119900 }],
  },
  {
    id: 'h1',
    at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    record_type: 'ledger_entry',
    record_id: '41',
    record_label: 'ADJ-2026-0007',
    action: 'adjusted',
    actor_id: arjun,
    actor_name: 'Arjun',
    actor_role: 'owner',
    changes: [{ field: 'amount_paise', label: 'Amount', before: null, after: 50000 }],
  },
]

// The person filter's choices: every member, Meera too, whose changes are not among the entries shown.
const members = [
  { id: arjun, name: 'Arjun' },
  { id: '6a0f3c1e-2b7d-4c55-8e21-0d9b3a7f1c03', name: 'Meera' },
  { id: priya, name: 'Priya' },
]

function activityHandlers(seen: URL[]) {
  return [
    http.get(`${API}/api/activity/people`, () => HttpResponse.json({ status: true, message: 'People loaded', data: members })),
    http.get(`${API}/api/activity`, ({ request }) => {
      seen.push(new URL(request.url))
      return HttpResponse.json(page(entries))
    }),
  ]
}

describe('the Activity screen (issue 20)', () => {
  it('lists every change with its record linked where it lives, the person, the action and the changes', async () => {
    const seen: URL[] = []
    server.use(...activityHandlers(seen))
    renderList((search) => <ActivityScreen search={search} />, '/activity')
    const variant = await screen.findByRole('link', { name: 'KES-TEE-M' })
    expect(variant.getAttribute('href')).toBe(`/products/variants/update/${variantId}`)
    expect(screen.getByRole('link', { name: 'ADJ-2026-0007' }).getAttribute('href')).toBe('/financials/ledger?search=ADJ-2026-0007')
    const row = within(variant.closest('tr') as HTMLElement)
    row.getByText('Product variant')
    row.getByText('Priya (catalogue)')
    row.getByText('Changed')
    row.getByText('Price from ₹1,299 to ₹1,199')
    expect(lastParams(seen)).toEqual({ page: '1', page_size: '20', ordering: '-at' })
  })

  it('sends the filters, the search by record and the sort from the URL to the server', async () => {
    const seen: URL[] = []
    server.use(...activityHandlers(seen))
    renderList(
      (search) => <ActivityScreen search={search} />,
      `/activity?actor_id=${priya}&record_type=product_variant&action=updated&from=2026-11-01&to=2026-11-30&search=KES&ordering=at&page=2`,
    )
    await screen.findByRole('link', { name: 'KES-TEE-M' })
    await waitFor(() =>
      expect(lastParams(seen)).toEqual({
        actor_id: priya,
        record_type: 'product_variant',
        action: 'updated',
        from: '2026-11-01',
        to: '2026-11-30',
        search: 'KES',
        ordering: 'at',
        page: '2',
        page_size: '20',
      }),
    )
    // The person filter offers every member of the organisation, by name (GET /api/activity/people).
    const person = (await screen.findByRole('combobox', { name: 'Person' })) as HTMLSelectElement
    await waitFor(() => expect([...person.options].map((option) => option.text)).toEqual(expect.arrayContaining(['Arjun', 'Priya'])))
    expect([...person.options].map((option) => option.text)).toContain('Meera')
    expect(person.value).toBe(priya)
  })

  it('says so when nothing was recorded yet', async () => {
    server.use(http.get(`${API}/api/activity`, () => HttpResponse.json(page([]))))
    renderList((search) => <ActivityScreen search={search} />, '/activity')
    await screen.findByText('No activity yet')
  })
})
