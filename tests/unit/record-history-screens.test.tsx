import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Booking, CarType } from '../../src/contract/booking'
import type { HistoryEntry } from '../../src/contract/history'
import type { WalletTransaction } from '../../src/contract/money'
import { BookingsScreen } from '../../src/features/booking/bookings-screen'
import { CarTypesScreen } from '../../src/features/booking/car-types-screen'
import { WalletTxScreen } from '../../src/features/money/wallet-screen'
import { API, ok, page, renderScreen, server, setupCatalogueHarness } from './catalogue-harness'
import { onPhone, renderList } from './list-harness'

/** The History section on the record screens outside the form kit's EditScreen (issue 20): bookings, wallet transactions, car types. */
setupCatalogueHarness()

const bookingId = '7d2a9c41-0b6e-4f3a-9c85-1e2f3a4b5c61'
const carTypeId = '3f1e2d4c-5b6a-4789-8a9b-0c1d2e3f4a5b'
const at = new Date(Date.now() - 2 * 3_600_000).toISOString()

const booking: Booking = {
  booking_id: bookingId,
  customer_name: 'Ravi Kumar',
  customer_phone: '9876543210',
  pickup_name: 'Hitech City',
  pickup_lat: 17.44,
  pickup_lng: 78.38,
  drop_name: 'Airport',
  drop_lat: 17.24,
  drop_lng: 78.43,
  car_type_id: carTypeId,
  car_type_name: 'Sedan',
  distance_m: 32000,
  duration_s: 2700,
  fare_paise: 64000,
  status: 'requested',
  scheduled_at: at,
  created_at: at,
  updated_at: at,
}

const carType: CarType = {
  car_type_id: carTypeId,
  name: 'Sedan',
  seats: 4,
  base_fare_paise: 5000,
  per_km_paise: 1400,
  per_minute_paise: 150,
  updated_at: at,
}

const postingId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const posting: WalletTransaction = {
  wallet_transaction_id: postingId,
  wallet_id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  wallet_name: 'Kesar rides',
  posted_at: at,
  reference: 'ADJ-2026-0042',
  kind: 'adjustment',
  type: 'credit',
  amount_paise: 50000,
  balance_after_paise: 150000,
  status: 'posted',
  narration: 'Goodwill credit',
  reverses_id: null,
}

const entryOf = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  id: 'h1',
  at,
  record_type: 'booking',
  record_id: bookingId,
  record_label: 'Ravi Kumar: Hitech City to Airport',
  action: 'cancelled',
  actor_id: 'a1',
  actor_name: 'Meera',
  actor_role: 'dispatcher',
  changes: [{ field: 'status', label: 'Status', before: 'requested', after: 'cancelled' }],
  ...overrides,
})

const historyOf = (type: string, id: string, entry: HistoryEntry) => http.get(`${API}/api/history/${type}/${id}`, () => HttpResponse.json(page([entry])))

describe('the History section beyond the edit screens (issue 20)', () => {
  it('a booking row opens its history in a drawer on a phone, beside its Cancel, in the URL', async () => {
    onPhone()
    server.use(
      http.get(`${API}/api/manual_booking/get_bookings`, () => HttpResponse.json(page([booking]))),
      historyOf('booking', bookingId, entryOf({})),
    )
    const { search } = renderList((search) => <BookingsScreen search={search} />, '/')
    await screen.findByRole('heading', { name: 'Bookings' })
    await screen.findByRole('button', { name: 'Cancel the booking of Ravi Kumar' })
    fireEvent.click(screen.getByRole('link', { name: 'Full history of the booking of Ravi Kumar' }))
    const drawer = await screen.findByRole('dialog', { name: 'Booking history' })
    await within(drawer).findByText(/Meera \(dispatcher\) cancelled Ravi Kumar: Hitech City to Airport/)
    expect(search()).toMatchObject({ history: bookingId })
  })

  it("a wallet transaction's row opens its history (the adjustment that posted it) beside its Reverse", async () => {
    server.use(
      http.get(`${API}/api/financials/wallet-payments`, () =>
        HttpResponse.json({ ...page([posting]), totals: { credits_paise: 50000, debits_paise: 0, net_paise: 50000, count: 1 } }),
      ),
      http.get(`${API}/api/financials/wallet-balance`, () => HttpResponse.json(ok([]))),
      http.get(`${API}/api/financials/wallets`, () => HttpResponse.json(ok([]))),
      historyOf(
        'wallet_transaction',
        postingId,
        entryOf({
          record_type: 'wallet_transaction',
          record_id: postingId,
          record_label: 'ADJ-2026-0042',
          action: 'adjusted',
          actor_name: 'Farah',
          actor_role: 'finance',
          changes: [{ field: 'amount_paise', label: 'Amount', before: null, after: 50000 }],
        }),
      ),
    )
    const { search } = renderList((search) => <WalletTxScreen search={search} />, '/')
    await screen.findByRole('button', { name: /^Reverse/ })
    fireEvent.click(screen.getByRole('link', { name: 'Full history of ADJ-2026-0042' }))
    const drawer = await screen.findByRole('dialog', { name: 'Transaction history' })
    await within(drawer).findByText(/Farah \(finance\) adjusted ADJ-2026-0042: Amount ₹500/)
    expect(search()).toMatchObject({ history: postingId })
  })

  it('a car type being edited shows its History under the form: who changed its fare, from what to what', async () => {
    server.use(
      http.get(`${API}/api/manual_booking/car_types`, () => HttpResponse.json(ok([carType]))),
      historyOf(
        'car_type',
        carTypeId,
        entryOf({
          record_type: 'car_type',
          record_id: carTypeId,
          record_label: 'Sedan',
          action: 'updated',
          changes: [{ field: 'base_fare_paise', label: 'Base fare', before: 6000, after: 5000 }],
        }),
      ),
    )
    renderScreen(<CarTypesScreen />)
    // Only the car type opened for editing reads its history.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sedan' }))
    const history = await screen.findByRole('region', { name: 'History' })
    await within(history).findByText(/Meera \(dispatcher\) changed Base fare from ₹60 to ₹50/)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'History' })).toBeNull()
  })
})
