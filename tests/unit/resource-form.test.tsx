import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { variants } from '../../src/features/catalogue/api'
import { VariantUpdateScreen } from '../../src/features/catalogue/variant-screens'
import { PromoCodeAddScreen, PromoCodeUpdateScreen } from '../../src/features/promo-codes/promo-code-screens'
import { connectivityStore } from '../../src/lib/connectivity'
import { brandOptions, promoCode as promoCodeFixture, template, variant, variantId } from './catalogue-fixtures'
import { API, ok, recordUrl, renderScreen, server, setupCatalogueHarness } from './catalogue-harness'

setupCatalogueHarness()

const promoCode = promoCodeFixture()

describe('the shared form kit', () => {
  it('puts the row the server saved into the cache, so the record shows the saved version without a refetch', async () => {
    const saved = variant({ name: 'Blue, medium (saved)', price_paise: 119_900, updated_at: '2026-02-01T09:30:00.000Z' })
    let detailFetches = 0
    server.use(
      http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
      http.get(`${API}/api/promocode/get_product_templates`, () => HttpResponse.json(ok([{ label: 'Cotton kurta', value: template().id }]))),
      http.get(`${API}/api/add_products/product_variants_details/${variantId}`, () => {
        detailFetches += 1
        return HttpResponse.json(ok(variant()))
      }),
      http.put(`${API}/api/add_products/create_product_variant`, () => HttpResponse.json({ status: true, message: 'Variant updated', data: saved })),
    )
    const { queryClient } = renderScreen(<VariantUpdateScreen />, recordUrl.variant(variantId))
    await waitFor(() => expect((screen.getByLabelText(/Selling price/) as HTMLInputElement).value).toBe('1299'))
    fireEvent.change(screen.getByLabelText(/Selling price/), { target: { value: '1199' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Variant updated')).toBeTruthy()
    expect(queryClient.getQueryData(variants.keys.detail(variantId))).toEqual(saved)
    expect(detailFetches).toBe(1)
  })

  it('moves the focus to the first field in error when a submit fails, so a phone user sees why', async () => {
    server.use(http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))))
    renderScreen(<PromoCodeAddScreen />)
    fireEvent.click(await screen.findByRole('button', { name: 'Create promo code' }))
    expect(await screen.findByText('Please enter a code')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Code/)))
    // Code and discount are missing; the dates come filled in and the only brand is chosen by itself (docs/app.md#forms).
    expect(screen.getByText(/need attention/).textContent).toBe('2 fields need attention. The first one has the focus.')
  })

  it('says an edit screen opened offline has no saved copy instead of spinning', async () => {
    // The app wires Query's onlineManager to the connectivity store at start; here it is set by hand.
    act(() => connectivityStore.set(false))
    onlineManager.setOnline(false)
    try {
      renderScreen(<PromoCodeUpdateScreen />, recordUrl.promoCode(promoCode.promo_code_id))
      expect(await screen.findByText('You are offline')).toBeTruthy()
      expect(screen.getByText(/There is no saved copy of this promo code on this device yet/)).toBeTruthy()
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('labels a field once: the form and the conflict alert use the contract label', async () => {
    const latest = { ...promoCode, usage_limit: 500, updated_at: '2026-10-05T00:00:00.000Z' }
    server.use(
      http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))),
      http.get(`${API}/api/promocode/get_product_templates`, () => HttpResponse.json(ok([]))),
      http.get(`${API}/api/promocode/get_promo_codes/${promoCode.promo_code_id}`, () => HttpResponse.json(ok(promoCode))),
      http.put(`${API}/api/promocode/update_promocode/${promoCode.promo_code_id}`, () =>
        HttpResponse.json({ status: false, message: 'This record was changed by someone else.', current: latest }, { status: 409 }),
      ),
    )
    renderScreen(<PromoCodeUpdateScreen />, recordUrl.promoCode(promoCode.promo_code_id))
    fireEvent.change(await screen.findByLabelText(/^Description/), { target: { value: 'Festive, now bigger' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Usage limit:/)).toBeTruthy()
    expect(screen.getByLabelText(/^Usage limit/)).toBeTruthy()
  })

  it("asks in the app's own dialog before leaving a changed form, and stays on 'Stay'", async () => {
    server.use(http.get(`${API}/api/promocode/get_erp_brands`, () => HttpResponse.json(ok(brandOptions))))
    const { router } = renderScreen(<PromoCodeAddScreen />)
    fireEvent.change(await screen.findByLabelText(/^Code/), { target: { value: 'WINTER10' } })
    void router.navigate({ to: '/', search: { elsewhere: 1 } as never })
    expect(await screen.findByRole('dialog', { name: 'Leave this form?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave this form?' })).toBeNull())
    expect(router.state.location.search).toEqual({})
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('WINTER10')
  })
})
