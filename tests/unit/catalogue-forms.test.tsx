import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { staleMessage } from '../../src/contract/lists'
import { connectivityStore } from '../../src/lib/connectivity'
import { mergeLatest } from '../../src/ui/form/use-edit-draft'
import { TemplateAddScreen } from '../../src/features/catalogue/template-screens'
import { VariantAddScreen, VariantUpdateScreen } from '../../src/features/catalogue/variant-screens'
import { brandId, brandOptions, categoryId, template, templateId, variant, variantId } from './catalogue-fixtures'
import { addUrl, API, ok, recordUrl, renderScreen, server, setupCatalogueHarness } from './catalogue-harness'

setupCatalogueHarness()

const dropdowns = [
  http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
  http.get(`${API}/api/promocode/get_product_templates`, () => HttpResponse.json(ok([{ label: template().name, value: template().id }]))),
  http.get(`${API}/api/add_products/get_categories`, () => HttpResponse.json(ok([{ id: categoryId, name: 'Kurtas', parent_id: null, parent_name: null }]))),
]
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value

describe('variant form', () => {
  it("shows 'Price cannot be more than MRP' only after the first submit", async () => {
    server.use(...dropdowns)
    renderScreen(<VariantAddScreen />, `${addUrl.variant}?brand_id=${brandId}&template_id=${templateId}`)
    await waitFor(() => expect(valueOf(/Product template/)).toBe(templateId))
    type(/SKU/, 'kurta-blu-l')
    type(/Variant name/, 'Blue, large')
    type(/MRP/, '999')
    type(/Selling price/, '1299.50')
    expect(screen.queryByText('Price cannot be more than MRP')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }))
    expect(await screen.findByText('Price cannot be more than MRP')).toBeTruthy()
    type(/Selling price/, '899')
    await waitFor(() => expect(screen.queryByText('Price cannot be more than MRP')).toBeNull())
  })

  it('creates with rupees sent as paise, opening stock and an Idempotency-Key per values sent', async () => {
    const seen: { key: string | null; body: unknown }[] = []
    server.use(
      ...dropdowns,
      http.post(`${API}/api/add_products/create_product_variant`, async ({ request }) => {
        seen.push({ key: request.headers.get('idempotency-key'), body: await request.json() })
        return seen.length === 1
          ? HttpResponse.json({ status: false, message: 'SKU already exists', errors: { sku: ['This SKU is already in use'] } }, { status: 400 })
          : HttpResponse.json({ status: true, message: 'Variant created' })
      }),
    )
    renderScreen(<VariantAddScreen />, `${addUrl.variant}?brand_id=${brandId}&template_id=${templateId}`)
    await waitFor(() => expect(valueOf(/Product template/)).toBe(templateId))
    type(/SKU/, 'kurta-blu-l')
    type(/Variant name/, 'Blue, large')
    type(/MRP/, '1499')
    type(/Selling price/, '1299.5')
    type(/Hyderabad/, '12')
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }))
    expect(await screen.findByText('This SKU is already in use')).toBeTruthy()
    const submit = screen.getByRole('button', { name: 'Add variant' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    type(/SKU/, 'kurta-blu-xl')
    await waitFor(() => expect(submit.disabled).toBe(false))
    fireEvent.click(submit)
    expect(await screen.findByText('Variant created')).toBeTruthy()
    expect(seen[0]?.body).toMatchObject({
      template_id: templateId,
      sku: 'KURTA-BLU-L',
      mrp_paise: 149_900,
      price_paise: 129_950,
      initial_stock_hyd: 12,
      initial_stock_delhi: 0,
      status: 'active',
    })
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
    // The corrected values are another request, so they go with a new key (the same values would reuse it).
    expect(seen[1]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen[1]?.key).not.toBe(seen[0]?.key)
  })

  it('on a 409 shows the conflict, keeps the typed values and saves over the latest version', async () => {
    // Someone else renamed the variant; this user changed its price.
    const latest = variant({ name: 'Blue, medium (new)', updated_at: '2026-02-01T09:30:00.000Z' })
    const puts: Record<string, unknown>[] = []
    server.use(
      ...dropdowns,
      http.get(`${API}/api/add_products/product_variants_details/${variantId}`, () => HttpResponse.json(ok(variant()))),
      http.put(`${API}/api/add_products/create_product_variant`, async ({ request }) => {
        puts.push((await request.json()) as Record<string, unknown>)
        if (puts.length === 1) return HttpResponse.json({ status: false, message: staleMessage(), current: latest }, { status: 409 })
        return HttpResponse.json({ status: true, message: 'Variant updated' })
      }),
    )
    renderScreen(<VariantUpdateScreen />, recordUrl.variant(variantId))
    await waitFor(() => expect(valueOf(/Selling price/)).toBe('1299'))
    type(/Selling price/, '1199')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This record was changed by someone else.')).toBeTruthy()
    expect(screen.getByText(/now “Blue, medium \(new\)”/)).toBeTruthy()
    expect(valueOf(/Selling price/)).toBe('1199')
    expect(valueOf(/Variant name/)).toBe('Blue, medium')
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Load latest and keep my edits' }))
    await waitFor(() => expect(screen.queryByText('This record was changed by someone else.')).toBeNull())
    expect(valueOf(/Selling price/)).toBe('1199')
    expect(valueOf(/Variant name/)).toBe('Blue, medium (new)')
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Variant updated')).toBeTruthy()
    expect(puts[0]).toMatchObject({ id: variantId, updated_at: '2026-01-12T10:00:00.000Z', price_paise: 119_900 })
    expect(puts[1]).toMatchObject({ id: variantId, updated_at: latest.updated_at, price_paise: 119_900, name: 'Blue, medium (new)' })
    expect(puts[1]).not.toHaveProperty('initial_stock_hyd')
  })
})

describe('drafts and offline', () => {
  it('keeps typed input across a reload and blocks the save offline, saying why', async () => {
    server.use(...dropdowns)
    renderScreen(<VariantAddScreen />, `${addUrl.variant}?brand_id=${brandId}`)
    await waitFor(() => expect(valueOf(/Product template/)).toBe(templateId))
    type(/SKU/, 'kurta-red-s')
    type(/MRP/, '1499')
    await waitFor(() => expect(localStorage.getItem('draft:catalogue:variant:new')).toContain('kurta-red-s'))
    cleanup()
    renderScreen(<VariantAddScreen />, addUrl.variant)
    expect(((await screen.findByLabelText(/SKU/)) as HTMLInputElement).value).toBe('kurta-red-s')
    expect(valueOf(/MRP/)).toBe('1499')
    act(() => connectivityStore.set(false))
    expect((screen.getByRole('button', { name: 'Add variant' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText(/You are offline. Please check your internet connection./)).toBeTruthy()
  })
})

describe('load latest and keep my edits', () => {
  it('takes the latest value where the user left a field alone and keeps theirs where they changed it', () => {
    const base = { name: 'Kurta', price: '100', attributes: { size: 'M', colour: 'Blue' }, updated_at: 'v1' }
    const mine = { ...base, price: '90', attributes: { size: 'L', colour: 'Blue' } }
    const latest = { name: 'Kurta (new)', price: '120', attributes: { size: 'M', colour: 'Navy' }, updated_at: 'v2' }
    expect(mergeLatest(mine, base, latest)).toEqual({ name: 'Kurta (new)', price: '90', attributes: { size: 'L', colour: 'Navy' }, updated_at: 'v2' })
  })
})

describe('template form', () => {
  it('uploads images as multipart form data with no JSON content type', async () => {
    let received: { type: string | null; key: string | null; form: FormData } | undefined
    server.use(
      ...dropdowns,
      http.post(`${API}/api/add_products/create_product_template`, async ({ request }) => {
        received = { type: request.headers.get('content-type'), key: request.headers.get('idempotency-key'), form: await request.formData() }
        return HttpResponse.json({ status: true, message: 'Product template created' })
      }),
    )
    renderScreen(<TemplateAddScreen />, `${addUrl.template}?brand_id=${brandId}`)
    await waitFor(() => expect(valueOf(/Brand/)).toBe(brandId))
    await waitFor(() => expect((screen.getByLabelText(/Category/) as HTMLSelectElement).disabled).toBe(false))
    type(/Category/, categoryId)
    type(/Product name/, 'Silk saree')
    type(/HSN code/, '5007')
    type(/GST rate/, '5')
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'saree.jpg', { type: 'image/jpeg' })
    const tooBig = new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText(/Add images/), { target: { files: [photo, tooBig] } })
    expect(await screen.findByText('huge.png: Each image must be at most 2 MB')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Preview of saree.jpg' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add template' }))
    expect(await screen.findByText('Product template created')).toBeTruthy()
    expect(received?.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(received?.key).toBeTruthy()
    expect(received?.form.get('name')).toBe('Silk saree')
    expect(received?.form.get('gst_rate')).toBe('5')
    // Only the accepted photo is sent (jsdom's File does not survive Node's fetch with its bytes, so only the part is counted).
    expect(received?.form.getAll('images')).toHaveLength(1)
  })
})
