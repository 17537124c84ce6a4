import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { VariantAddScreen } from '../../src/features/catalogue/variant-screens'
import { brandId, brandOptions, template, templateId } from './catalogue-fixtures'
import { addUrl, API, ok, renderScreen, server, setupCatalogueHarness } from './catalogue-harness'

setupCatalogueHarness()

const dropdowns = [
  http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
  http.get(`${API}/api/promocode/get_product_templates`, () => HttpResponse.json(ok([{ label: template().name, value: template().id }]))),
]
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value
const keyDraft = 'draft:catalogue:variant:new:idempotency-key'

describe('the Idempotency-Key of a create form', () => {
  it('is the same for a retry of the same values (after a lost answer and a reload) and new once the values were edited', async () => {
    const sent: { key: string | null; sku: unknown }[] = []
    server.use(
      ...dropdowns,
      http.post(`${API}/api/add_products/create_product_variant`, async ({ request }) => {
        sent.push({ key: request.headers.get('idempotency-key'), sku: ((await request.json()) as { sku?: unknown }).sku })
        // The first two answers are lost on the way back (the network drops them).
        return sent.length < 3 ? HttpResponse.error() : HttpResponse.json({ status: true, message: 'Variant created' }, { status: 201 })
      }),
    )
    renderScreen(<VariantAddScreen />, `${addUrl.variant}?brand_id=${brandId}&template_id=${templateId}`)
    await waitFor(() => expect(valueOf(/Product template/)).toBe(templateId))
    type(/SKU/, 'kurta-blu-l')
    type(/Variant name/, 'Blue, large')
    type(/MRP/, '1499')
    type(/Selling price/, '1299')
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    await waitFor(() => expect(localStorage.getItem('draft:catalogue:variant:new')).toContain('kurta-blu-l'))
    expect(localStorage.getItem(keyDraft)).toContain(sent[0]?.key)

    // The user reloads and sends the same values again: the same key, so the server replays instead of creating twice.
    cleanup()
    renderScreen(<VariantAddScreen />, addUrl.variant)
    await waitFor(() => expect(valueOf(/SKU/)).toBe('kurta-blu-l'))
    await waitFor(() => expect(valueOf(/Product template/)).toBe(templateId))
    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toEqual({ key: sent[0]?.key, sku: 'KURTA-BLU-L' })

    // Edited values are another request: a new key, so the edit is not taken for a replay of the first one.
    type(/SKU/, 'kurta-blu-xl')
    const submit = screen.getByRole('button', { name: 'Add variant' }) as HTMLButtonElement
    await waitFor(() => expect(submit.disabled).toBe(false))
    fireEvent.click(submit)
    expect(await screen.findByText('Variant created')).toBeTruthy()
    expect(sent[2]?.sku).toBe('KURTA-BLU-XL')
    expect(sent[2]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[2]?.key).not.toBe(sent[0]?.key)
    // Saved: the key goes with the draft, and the next create starts with a new one.
    expect(localStorage.getItem(keyDraft)).toBeNull()
    // Three renders of the whole form with its retries: seconds on a loaded machine.
  }, 20_000)
})
