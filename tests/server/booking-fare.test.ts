import { and, count, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingSavedResponse } from '../../src/contract/booking'
import { estimateTrip, fareOf } from '../../src/contract/booking/fare'
import { walletsResponse } from '../../src/contract/money'
import { bookings, carTypes } from '../../server/areas/booking/schema'
import { ledgerLines, walletTransactions, wallets } from '../../server/areas/money/schema'
import { walletTooLowMessage } from '../../server/areas/booking/charge'
import { adjustWallet } from '../../server/areas/money/postings'
import { bookingIdsOf, rideBody } from './booking-endpoints'
import { demoOrgId, idsOf, signInAs } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'

let t: TestContext
let dispatcher: string
let carTypeId: string
beforeAll(async () => {
  t = await makeTestContext()
  dispatcher = await signInAs(t, 'dispatcher')
  carTypeId = (await bookingIdsOf(t, await idsOf(t.db, demoOrgId))).carTypeId
})
afterAll(async () => {
  await t.close()
})

const organisationWallet = async () => {
  const [wallet] = await t.db
    .select({ id: wallets.id, balance: wallets.balance_paise })
    .from(wallets)
    .where(and(eq(wallets.org_id, demoOrgId), eq(wallets.kind, 'organisation')))
  if (!wallet) throw new Error('the demo organisation has no wallet of its own')
  return wallet
}
const chargesOf = (bookingId: string) =>
  t.db
    .select({ id: walletTransactions.id, type: walletTransactions.type, kind: walletTransactions.kind, amount: walletTransactions.amount_paise })
    .from(walletTransactions)
    .where(sql`${walletTransactions.reference} like ${`RIDE-${bookingId}%`}`)
const book = (customer: string, headers?: Record<string, string>) =>
  t.post('/api/manual_booking/initiate_ride', rideBody(carTypeId, { customer_name: customer }), { token: dispatcher, headers })

describe('ride fares through the posting service', () => {
  it('lists the organisation wallet first among the wallets', async () => {
    const res = await t.get('/api/financials/wallets', { token: await signInAs(t, 'finance') })
    expect(v.parse(walletsResponse, res.body).data[0]?.name).toBe('Organisation wallet')
  })

  it('charges a booked ride to the organisation wallet, once however often the tap is retried', async () => {
    const before = await organisationWallet()
    const headers = { 'Idempotency-Key': 'fare-retry-1' }
    const [first, second] = await Promise.all([book('Fare Payer', headers), book('Fare Payer', headers)])
    expect([first.status, second.status]).toEqual([201, 201])
    const { data } = v.parse(bookingSavedResponse, first.body)
    const charges = await chargesOf(data.booking_id)
    expect(charges).toEqual([{ id: expect.any(String), type: 'debit', kind: 'ride_fare', amount: data.fare_paise }])
    expect((await organisationWallet()).balance).toBe(before.balance - data.fare_paise)
    const [lines] = await t.db
      .select({ debits: sql<string>`sum(${ledgerLines.debit_paise})`, credits: sql<string>`sum(${ledgerLines.credit_paise})` })
      .from(ledgerLines)
      .where(eq(ledgerLines.transaction_id, charges[0]!.id))
    expect(Number(lines?.debits)).toBe(data.fare_paise)
    expect(Number(lines?.credits)).toBe(data.fare_paise)
  })

  it('gives the fare back when the booking is cancelled', async () => {
    const before = await organisationWallet()
    const { data } = v.parse(bookingSavedResponse, (await book('Cancelled Payer')).body)
    const res = await t.post(`/api/manual_booking/cancel_booking/${data.booking_id}`, { reason: 'Plans changed' }, { token: dispatcher })
    expect(res.status).toBe(200)
    const charges = await chargesOf(data.booking_id)
    expect(charges.map((charge) => [charge.type, charge.kind, charge.amount])).toEqual(
      expect.arrayContaining([
        ['debit', 'ride_fare', data.fare_paise],
        ['credit', 'reversal', data.fare_paise],
      ]),
    )
    expect((await organisationWallet()).balance).toBe(before.balance)
  })

  it('books nothing when the wallet cannot pay, and says how much it holds', async () => {
    const wallet = await organisationWallet()
    const drain = wallet.balance - 1_000
    const drained = await adjustWallet(t.db, demoOrgId, { wallet_id: wallet.id, type: 'debit', amount_paise: drain, reason: 'test', reference: 'TEST-DRAIN' })
    expect(drained.ok).toBe(true)
    try {
      const res = await book('Unpaid Rider')
      expect(res.status).toBe(409)
      const body = rideBody(carTypeId)
      const [tariff] = await t.db.select().from(carTypes).where(eq(carTypes.id, carTypeId))
      const fare = fareOf(tariff!, estimateTrip({ lat: body.pickup_lat, lng: body.pickup_lng }, { lat: body.drop_lat, lng: body.drop_lng }))
      expect(res.body).toMatchObject({ status: false, message: walletTooLowMessage(1_000, fare) })
      expect(walletTooLowMessage(1_000, fare)).toMatch(/^The organisation wallet holds ₹10\.00, less than this ride's fare of ₹[\d,]+\.00\./)
      const [named] = await t.db.select({ value: count() }).from(bookings).where(eq(bookings.customer_name, 'Unpaid Rider'))
      expect(named?.value).toBe(0)
      expect((await organisationWallet()).balance).toBe(1_000)
    } finally {
      await adjustWallet(t.db, demoOrgId, { wallet_id: wallet.id, type: 'credit', amount_paise: drain, reason: 'test', reference: 'TEST-REFILL' })
    }
  })
})
