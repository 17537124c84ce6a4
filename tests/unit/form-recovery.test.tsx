import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { VariantUpdateScreen } from '../../src/features/catalogue/variant-screens'
import { variantValuesOf } from '../../src/features/catalogue/variant-form-values'
import { brandOptions, template, variant, variantId } from './catalogue-fixtures'
import { API, ok, recordUrl, renderScreen, server, setupCatalogueHarness } from './catalogue-harness'

setupCatalogueHarness()

const price = () => screen.getByLabelText(/Selling price/) as HTMLInputElement

function openVariant(save: () => Response) {
  server.use(
    http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
    http.get(`${API}/api/promocode/get_product_templates`, () => HttpResponse.json(ok([{ label: 'Cotton kurta', value: template().id }]))),
    http.get(`${API}/api/add_products/product_variants_details/${variantId}`, () => HttpResponse.json(ok(variant()))),
    http.put(`${API}/api/add_products/create_product_variant`, save),
  )
  renderScreen(<VariantUpdateScreen />, recordUrl.variant(variantId))
}

describe('a form after a failed save, and a draft put back', () => {
  it('leaves the button enabled as "Try again" after a 5xx', async () => {
    openVariant(() => HttpResponse.json({ status: false, message: 'Internal error' }, { status: 500 }))
    await waitFor(() => expect(price().value).toBe('1299'))
    fireEvent.change(price(), { target: { value: '1199' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect((retry as HTMLButtonElement).disabled).toBe(false)
  })

  it('holds back the same input after the server rejects a field, until it changes', async () => {
    openVariant(() => HttpResponse.json({ status: false, message: 'Invalid', errors: { sku: ['This SKU is taken'] } }, { status: 400 }))
    await waitFor(() => expect(price().value).toBe('1299'))
    fireEvent.change(price(), { target: { value: '1199' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This SKU is taken')).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.change(price(), { target: { value: '1189' } })
    await waitFor(() => expect(save.disabled).toBe(false))
  })

  it('says a draft was put back, with when it was kept, and Discard brings back the saved record', async () => {
    const saved = variantValuesOf(variant())
    const keptAt = new Date().toISOString()
    localStorage.setItem(`draft:catalogue:variant:${variantId}`, JSON.stringify({ values: { ...saved, price_paise: '999' }, base: saved, saved_at: keptAt }))
    openVariant(() => HttpResponse.json({ status: true, message: 'Variant updated' }))
    await waitFor(() => expect(price().value).toBe('999'))
    const time = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit' }).format(new Date(keptAt))
    expect(screen.getByText(/Unsaved changes/).textContent).toBe(`Unsaved changes from ${time}`)
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(price().value).toBe('1299'))
    expect(screen.queryByText(/Unsaved changes/)).toBeNull()
    await waitFor(() => expect(localStorage.getItem(`draft:catalogue:variant:${variantId}`)).toBeNull())
  })
})
