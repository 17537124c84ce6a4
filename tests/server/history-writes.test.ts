import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, tourStops } from '../../server/areas/booking/schema'
import { adjustWallet } from '../../server/areas/money/postings'
import { wallets } from '../../server/areas/money/schema'
import { historyEntries } from '../../server/kit/schema'
import { bookingIdsOf, rideBody } from './booking-endpoints'
import { demoOrgId, idsOf, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

/**
 * What the writes outside the write kit record (docs/history.md#the-writer): adjustments and reversals, a booking's
 * cancel (its fare's refund is part of it), a stop's mark on its tour. The shared rules check one entry per call;
 * these check what it says.
 */
let t: TestContext
let finance: string
let dispatcher: string
let kesar: Awaited<ReturnType<typeof bookingIdsOf>>
beforeAll(async () => {
  t = await makeTestContext()
  finance = await signInAs(t, 'finance')
  dispatcher = await signInAs(t, 'dispatcher')
  kesar = await bookingIdsOf(t, await idsOf(t.db, demoOrgId))
})
afterAll(async () => {
  await t.close()
})

const entriesOf = (recordId: string) =>
  t.db
    .select()
    .from(historyEntries)
    .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.record_id, recordId)))
    .orderBy(asc(historyEntries.seq))
const change = (field: string, label: string, before: unknown, after: unknown) => ({ field, label, before, after })

describe('an adjustment', () => {
  it('records the new posting as adjusted, under its reference, with the amount in paise and the reason', async () => {
    const [wallet] = await t.db.select({ id: wallets.id, name: wallets.name }).from(wallets).where(eq(wallets.org_id, demoOrgId)).limit(1)
    const body = { action: 'top_up', wallet_id: wallet?.id, amount_paise: 12_345, reason: 'Goodwill credit' }
    const res = await t.post('/api/financials/adjustments', body, { token: finance })
    expect(res.status).toBe(201)
    const posting = res.body.data as { wallet_transaction_id: string; reference: string; balance_after_paise: number }
    const [entry, ...more] = await entriesOf(posting.wallet_transaction_id)
    expect(more).toEqual([])
    expect(entry).toMatchObject({ record_type: 'wallet_transaction', record_label: posting.reference, action: 'adjusted', actor_role: 'finance' })
    expect(entry?.changes).toEqual([
      change('wallet_name', 'Wallet', null, wallet?.name),
      change('reference', 'Reference', null, posting.reference),
      change('kind', 'Kind', null, 'adjustment'),
      change('type', 'Type', null, 'credit'),
      change('amount_paise', 'Amount', null, 12_345),
      change('balance_after_paise', 'Balance after', null, posting.balance_after_paise),
      change('narration', 'Narration', null, 'Goodwill credit'),
    ])

    const reversal = await t.post(
      '/api/financials/adjustments',
      { action: 'reversal', reverses_id: posting.wallet_transaction_id, reason: 'Twice' },
      { token: finance },
    )
    expect(reversal.status).toBe(201)
    const [undone] = await entriesOf((reversal.body.data as { wallet_transaction_id: string }).wallet_transaction_id)
    expect(undone).toMatchObject({ action: 'adjusted' })
    expect(undone?.changes).toEqual(
      expect.arrayContaining([change('kind', 'Kind', null, 'reversal'), change('type', 'Type', null, 'debit'), change('amount_paise', 'Amount', null, 12_345)]),
    )
  })
})

describe('a booking', () => {
  it('records its cancel with the status and the reason, the refund of its fare being part of it', async () => {
    const booked = await t.post('/api/manual_booking/initiate_ride', rideBody(kesar.carTypeId, { customer_name: 'History Cancel' }), { token: dispatcher })
    expect(booked.status).toBe(201)
    const id = (booked.body.data as { booking_id: string }).booking_id
    const res = await t.post(`/api/manual_booking/cancel_booking/${id}`, { reason: 'Customer called' }, { token: dispatcher })
    expect(res.status).toBe(200)
    const entries = await entriesOf(id)
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'cancelled'])
    expect(entries[1]).toMatchObject({ record_type: 'booking', record_label: 'History Cancel: Hitec City MMTS to Charminar', actor_role: 'dispatcher' })
    expect(entries[1]?.changes).toEqual([change('status', 'Status', 'requested', 'cancelled'), change('cancel_reason', 'Reason', null, 'Customer called')])
    // A booking that can no longer be cancelled is refused, and leaves nothing.
    expect((await t.post(`/api/manual_booking/cancel_booking/${id}`, {}, { token: dispatcher })).status).toBe(409)
    expect(await entriesOf(id)).toHaveLength(2)
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id))
    expect(row?.status).toBe('cancelled')
  })
})

describe('a ride the wallet cannot pay', () => {
  it('leaves no entry: the booking, its fare and its entry roll back together', async () => {
    const [wallet] = await t.db
      .select({ id: wallets.id, balance: wallets.balance_paise })
      .from(wallets)
      .where(and(eq(wallets.org_id, demoOrgId), eq(wallets.kind, 'organisation')))
    if (!wallet) throw new Error('no organisation wallet')
    const drain = wallet.balance - 1_000
    // Service calls outside a request, as a test's setup: neither is recorded.
    await adjustWallet(t.db, demoOrgId, { wallet_id: wallet.id, type: 'debit', amount_paise: drain, reason: 'test', reference: 'HISTORY-DRAIN' })
    try {
      const before = await t.db.$count(historyEntries)
      const res = await t.post('/api/manual_booking/initiate_ride', rideBody(kesar.carTypeId, { customer_name: 'History Unpaid' }), { token: dispatcher })
      expect(res.status).toBe(409)
      expect(await t.db.$count(historyEntries)).toBe(before)
    } finally {
      await adjustWallet(t.db, demoOrgId, { wallet_id: wallet.id, type: 'credit', amount_paise: drain, reason: 'test', reference: 'HISTORY-REFILL' })
    }
  })
})

describe('a tour', () => {
  it("records a stop's mark on its tour: the stop's status, the reason it failed and the tour's own status", async () => {
    const [stop] = await t.db
      .select({ id: tourStops.id, seq: tourStops.seq })
      .from(tourStops)
      .where(eq(tourStops.tour_id, kesar.tourId))
      .orderBy(asc(tourStops.seq))
      .limit(1)
    await t.db.update(tourStops).set({ status: 'pending', reason: null }).where(eq(tourStops.tour_id, kesar.tourId))
    const res = await t.put(`/api/logistics/mark_stop/${stop?.id}`, { outcome: 'failed', reason: 'Shop closed' }, { token: dispatcher })
    expect(res.status).toBe(200)
    const [entry] = (await entriesOf(kesar.tourId)).slice(-1)
    const name = `Stop ${stop?.seq}`
    expect(entry).toMatchObject({ record_type: 'tour', action: 'status', actor_role: 'dispatcher' })
    expect(entry?.changes).toEqual([
      change(`stop_${stop?.seq}`, name, 'pending', 'failed'),
      change(`stop_${stop?.seq}_reason`, `${name}: Reason`, null, 'Shop closed'),
      change('status', 'Status', 'planned', 'in_progress'),
    ])
  })
})
