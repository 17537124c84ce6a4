import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Complaint } from '../../src/contract/complaints'
import { ComplaintListScreen } from '../../src/features/complaints/complaint-list-screen'
import { API, ok, page, server, setupCatalogueHarness } from './catalogue-harness'
import { renderList } from './list-harness'

setupCatalogueHarness()

const complaint = (id: string, ticket: string): Complaint => ({
  complaint_id: id,
  ticket_number: ticket,
  subscriber_id: '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0100',
  customer_name: 'Asha Rao',
  order_reference: 'ORD-1',
  product_name: null,
  category: 'delivery',
  priority: 'high',
  status: 'open',
  assignee_id: null,
  assignee_name: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  resolved_at: null,
})
const rows = [complaint('0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0001', 'CMP-0001'), complaint('0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0002', 'CMP-0002')]
const person = { value: '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0200', label: 'Sunita Desk' }

function handlers(sent: { path: string; body: unknown }[]) {
  const answer = { status: true, message: '2 complaints changed.', done: 2, failed: [] }
  return [
    http.get(`${API}/api/brand_complaints/get_complaints`, () => HttpResponse.json(page(rows))),
    http.get(`${API}/api/brand_complaints/get_assignees`, () => HttpResponse.json(ok([person]))),
    http.post(`${API}/api/bulk/complaints/:action`, async ({ request, params }) => {
      sent.push({ path: String(params.action), body: await request.json() })
      return HttpResponse.json(answer)
    }),
  ]
}

const bar = () => within(screen.getByRole('region', { name: 'Selected complaints' }))

describe('a bulk action that asks for a value', () => {
  it('asks for the new status with the count in words, and sends it with the ids', async () => {
    const sent: { path: string; body: unknown }[] = []
    server.use(...handlers(sent))
    renderList((search) => <ComplaintListScreen search={search} />)
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select CMP-0001' }, { timeout: 5000 }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select CMP-0002' }))
    fireEvent.click(bar().getByRole('button', { name: 'Change status' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change status of 2 complaints?' })
    const confirm = within(dialog).getByRole('button', { name: 'Change status' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Status' }), { target: { value: 'in_progress' } })
    fireEvent.click(confirm)
    expect(await screen.findByText('2 complaints changed.')).toBeTruthy()
    expect(sent).toEqual([{ path: 'status', body: { ids: rows.map((row) => row.complaint_id), status: 'in_progress' } }])
  })

  it('offers the people who work tickets, and nobody, as the new assignee', async () => {
    const sent: { path: string; body: unknown }[] = []
    server.use(...handlers(sent))
    renderList((search) => <ComplaintListScreen search={search} />)
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select CMP-0001' }, { timeout: 5000 }))
    fireEvent.click(bar().getByRole('button', { name: 'Change assignee' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change assignee of 1 complaint?' })
    const select = within(dialog).getByRole('combobox', { name: 'Assignee' })
    await within(dialog).findByRole('option', { name: 'Sunita Desk' })
    fireEvent.change(select, { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change assignee' }))
    await screen.findByText('2 complaints changed.')
    expect(sent).toEqual([{ path: 'assign', body: { ids: [rows[0]?.complaint_id], assignee_id: '' } }])
  })
})
