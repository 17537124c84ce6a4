import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TemplateListScreen } from '../../src/features/catalogue/template-list-screen'
import { brandOptions, template } from './catalogue-fixtures'
import { API, ok, page, server, setupCatalogueHarness } from './catalogue-harness'
import { renderList } from './list-harness'

setupCatalogueHarness()

const second = template({ id: '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0009', name: 'Linen shirt', status: 'inactive', variant_count: 0 })
type Sent = { body: unknown; key: string | null }

function handlers(sent: Sent[], answer: object) {
  return [
    http.get(`${API}/api/add_products/product_templates`, () => HttpResponse.json(page([template(), second], 42))),
    http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
    http.get(`${API}/api/add_products/get_categories`, () => HttpResponse.json(ok([]))),
    http.post(`${API}/api/bulk/templates/deactivate`, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') })
      return HttpResponse.json(answer)
    }),
  ]
}

const bar = () => within(screen.getByRole('region', { name: 'Selected templates' }))

describe('bulk actions in the list kit', () => {
  it('chooses rows one by one and sends their ids after asking with the count', async () => {
    const sent: Sent[] = []
    server.use(...handlers(sent, { status: true, message: '2 product templates deactivated.', done: 2, failed: [] }))
    renderList((search) => <TemplateListScreen search={search} />)
    await screen.findByRole('link', { name: 'Cotton kurta' }, { timeout: 5000 })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cotton kurta' }))
    expect(bar().getByText('1 selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Linen shirt' }))
    expect(bar().getByText('2 selected')).toBeTruthy()
    fireEvent.click(bar().getByRole('button', { name: 'Deactivate' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate 2 templates?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('2 product templates deactivated.')).toBeTruthy()
    expect(sent).toEqual([{ body: { ids: [template().id, second.id] }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected templates' })).toBeNull())
  })

  it('takes every row matching the filter, sends the filter, and lists the rows that failed', async () => {
    const sent: Sent[] = []
    const failed = [{ id: second.id, message: 'Product template not found.' }]
    server.use(...handlers(sent, { status: true, message: '41 product templates deactivated; 1 could not be changed.', done: 41, failed }))
    renderList((search) => <TemplateListScreen search={search} />, '/?status=active&ordering=name')
    await screen.findByRole('link', { name: 'Linen shirt' }, { timeout: 5000 })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select every product templates row on this page' }))
    expect(bar().getByText('2 selected')).toBeTruthy()
    fireEvent.click(bar().getByRole('button', { name: 'Select all 42 matching' }))
    expect(bar().getByText('All 42 templates matching')).toBeTruthy()
    fireEvent.click(bar().getByRole('button', { name: 'Deactivate' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Deactivate 42 templates?' })).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('1 could not be changed:')).toBeTruthy()
    expect(sent[0]?.body).toEqual({ filter: { status: 'active', ordering: 'name', page: '1', page_size: '20' } })
    expect(screen.getByRole('alert').textContent).toContain('Product template not found.')
  })

  it('asks nothing and sends nothing on Cancel', async () => {
    const sent: Sent[] = []
    server.use(...handlers(sent, {}))
    renderList((search) => <TemplateListScreen search={search} />)
    await screen.findByRole('link', { name: 'Cotton kurta' }, { timeout: 5000 })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Cotton kurta' }))
    fireEvent.click(bar().getByRole('button', { name: 'Deactivate' }))
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Deactivate 1 template?' })).getByRole('button', { name: 'Cancel' }))
    expect(bar().getByText('1 selected')).toBeTruthy()
    expect(sent).toEqual([])
  })
})
