import { onlineManager } from '@tanstack/react-query'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { inventoryList } from '../../src/features/catalogue/inventory-list'
import { InventoryScreen } from '../../src/features/catalogue/inventory-screen'
import { templateList } from '../../src/features/catalogue/template-list'
import { TemplateListScreen } from '../../src/features/catalogue/template-list-screen'
import { connectivityStore } from '../../src/lib/connectivity'
import { brandId, brandOptions, template } from './catalogue-fixtures'
import { API, ok, page, server, setupCatalogueHarness } from './catalogue-harness'
import { lastParams, renderList } from './list-harness'

setupCatalogueHarness()

const second = template({ id: '0b6c2a52-6b7e-4a70-9c1e-0c1f5d1a0009', name: 'Linen shirt', status: 'inactive', variant_count: 0 })

function templateHandlers(onList?: (url: URL) => void) {
  return [
    http.get(`${API}/api/add_products/product_templates`, ({ request }) => {
      onList?.(new URL(request.url))
      return HttpResponse.json(page([template(), second], 42))
    }),
    http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
    http.get(`${API}/api/add_products/get_categories`, () => HttpResponse.json(ok([]))),
  ]
}

const rowOf = (name: string) => within(screen.getByRole('link', { name }).closest('tr') as HTMLElement)

describe('product template list', () => {
  it('renders the rows of the answer with the count, asking the server for the URL view', async () => {
    const seen: URL[] = []
    server.use(...templateHandlers((url) => seen.push(url)))
    renderList((search) => <TemplateListScreen search={search} />, `/?brand_id=${brandId}&status=active&page=2&ordering=name`)
    expect(await screen.findByRole('link', { name: 'Cotton kurta' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe(`/products/templates/update/${second.id}`)
    expect(screen.getByText('42 templates')).toBeTruthy()
    expect(lastParams(seen)).toEqual({ brand_id: brandId, status: 'active', page: '2', page_size: '20', ordering: 'name' })
  })

  it('flips a status at once and puts it back with the server text when refused', async () => {
    server.use(
      ...templateHandlers(),
      http.post(`${API}/api/add_products/template_status`, async () => {
        await delay(50)
        return HttpResponse.json({ status: false, message: 'A template needs a variant before it can go live.' }, { status: 400 })
      }),
    )
    renderList((search) => <TemplateListScreen search={search} />)
    const toggle = await screen.findByRole('switch', { name: 'Activate Linen shirt' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    await waitFor(() => expect(screen.getByRole('switch', { name: /Linen shirt/ }).getAttribute('aria-checked')).toBe('true'))
    expect(await screen.findByText('A template needs a variant before it can go live.')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('switch', { name: /Linen shirt/ }).getAttribute('aria-checked')).toBe('false'))
  })

  it('shows the saved row the server answers with, without refetching the page', async () => {
    const seen: URL[] = []
    server.use(
      ...templateHandlers((url) => seen.push(url)),
      http.post(`${API}/api/add_products/template_status`, () =>
        HttpResponse.json({ status: true, message: 'Template activated', data: { ...second, status: 'active', variant_count: 7 } }),
      ),
    )
    renderList((search) => <TemplateListScreen search={search} />)
    fireEvent.click(await screen.findByRole('switch', { name: 'Activate Linen shirt' }))
    expect(await screen.findByText('Template activated')).toBeTruthy()
    await waitFor(() => expect(rowOf('Linen shirt').getByRole('link', { name: '7' })).toBeTruthy())
    expect(rowOf('Linen shirt').getByRole('switch').getAttribute('aria-checked')).toBe('true')
    expect(seen).toHaveLength(1)
  })

  it('offers to clear the filters when nothing matches, keeping the sort', async () => {
    const seen: URL[] = []
    server.use(
      http.get(`${API}/api/add_products/product_templates`, ({ request }) => {
        seen.push(new URL(request.url))
        return HttpResponse.json(page(seen.length === 1 ? [] : [template()]))
      }),
      ...templateHandlers(),
    )
    const { search } = renderList((search) => <TemplateListScreen search={search} />, '/?search=zzz&ordering=name')
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('link', { name: 'Cotton kurta' })).toBeTruthy()
    expect(search()).toEqual({ ordering: 'name' })
    expect(lastParams(seen)).toEqual({ page: '1', page_size: '20', ordering: 'name' })
  })

  it('says so offline when the list was never opened on this device', async () => {
    server.use(...templateHandlers())
    connectivityStore.set(false)
    // The app wires Query's onlineManager to the connectivity store at start; here it is set by hand.
    onlineManager.setOnline(false)
    renderList((search) => <TemplateListScreen search={search} />)
    expect(await screen.findByText('You are offline')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true)
    onlineManager.setOnline(true)
  })
})

describe('inventory list', () => {
  it('shows available stock with a low-stock badge, with the low-stock box ticked from the URL', async () => {
    const row = {
      variant_id: 'v1',
      sku: 'KURTA-BLU-M',
      variant_name: 'Blue, medium',
      template_name: 'Cotton kurta',
      brand_name: 'Kesar',
      location: 'hyd',
      location_id: 'l1',
      location_name: 'Hyderabad warehouse',
      location_label: 'Hyderabad',
      on_hand: 10,
      reserved: 4,
      available: 6,
      reorder_level: 8,
      low_stock: true,
      updated_at: '2026-01-12T10:00:00.000Z',
    }
    const seen: URL[] = []
    server.use(
      http.get(`${API}/api/add_products/get_inventory`, ({ request }) => {
        seen.push(new URL(request.url))
        return HttpResponse.json(page([row]))
      }),
      http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
    )
    renderList((search) => <InventoryScreen search={search} />, '/?low_stock=true')
    const cells = within((await screen.findByText('Blue, medium')).closest('tr') as HTMLElement)
    expect(cells.getByText('Low stock')).toBeTruthy()
    expect(cells.getByText('6')).toBeTruthy()
    expect(cells.getByText('Hyderabad warehouse')).toBeTruthy()
    expect(screen.getByText('1 stock row')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Low stock only' }) as HTMLInputElement).checked).toBe(true)
    expect(lastParams(seen)).toMatchObject({ low_stock: 'true' })
    // The screen's main action is the reorder view, and it switches back.
    fireEvent.click(screen.getByRole('button', { name: 'Show all stock' }))
    await waitFor(() => expect(lastParams(seen).low_stock).toBeUndefined())
    expect(screen.getByRole('button', { name: 'Show what to reorder' }).getAttribute('aria-pressed')).toBe('false')
  })
})

describe('list URLs', () => {
  it('keep a valid view and drop what the server would refuse', () => {
    const search = v.parse(templateList.search, { ordering: 'price', status: 'gone', brand_id: brandId, page: 3 })
    expect(search).toEqual({
      page: 3,
      brand_id: brandId,
      ordering: undefined,
      status: undefined,
      page_size: undefined,
      search: undefined,
      category_id: undefined,
    })
    const inventory = v.parse(inventoryList.search, { location: 'delhi', low_stock: true })
    expect(inventoryList.toQuery(inventory)).toEqual({ location: 'delhi', low_stock: 'true', page: '1', page_size: '20', ordering: 'sku' })
  })
})
