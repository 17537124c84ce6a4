import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerListResponse, walletsResponse } from '../../src/contract/money'
import { paymentLinkResponse, topUpSavedResponse } from '../../src/contract/money/top-ups'
import { createApp } from '../../server/app'
import { fileTransport } from '../../server/auth/code-transport'
import { paymentLinks, walletTransactions as wt } from '../../server/areas/money/schema'
import { historyEntries } from '../../server/kit/schema'
import { demoOrgId, signInAs } from './catalogue-fixtures'
import { makeTestContext, request } from './helpers'
import type { TestContext } from './helpers'
import { balanceOf, books } from './money-fixtures'
import { paidEvent, razorpayKeys, startRazorpay } from './razorpay-stand-in'

let t: TestContext
let razorpay: Awaited<ReturnType<typeof startRazorpay>>
/** The app of a server configured for Razorpay (the stand-in), over the same database. */
let paying: TestContext['app']
let owner: string
let finance: string
beforeAll(async () => {
  t = await makeTestContext()
  razorpay = await startRazorpay()
  const env = { ...t.env, ...razorpayKeys, RAZORPAY_API_URL: razorpay.url }
  paying = createApp({ db: t.db, transport: fileTransport(join(tmpdir(), 'unused-outbox.jsonl')), env, now: t.clock.now })
  owner = await signInAs(t, 'owner')
  finance = await signInAs(t, 'finance')
})
afterAll(async () => {
  await razorpay.close()
  await t.close()
})

const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10)
const tomorrow = new Date(Date.now() + 29.5 * 3_600_000).toISOString().slice(0, 10)
const organisationWalletId = async () => {
  const wallets = v.parse(walletsResponse, (await t.get('/api/financials/wallets', { token: owner })).body).data
  const wallet = wallets.find((one) => one.name === 'Organisation wallet')
  if (!wallet) throw new Error('no organisation wallet')
  return wallet.wallet_id
}
const webhook = (body: string, headers: Record<string, string>) => paying.request('/api/payments/razorpay/webhook', { method: 'POST', body, headers })

describe('POST /api/financials/top-ups', () => {
  it('records a UPI payment as a top-up of the organisation wallet, in the wallet, the ledger and history', async () => {
    const walletId = await organisationWalletId()
    const before = await balanceOf(t.db, walletId)
    const res = await t.post(
      '/api/financials/top-ups',
      { method: 'upi', amount_paise: 250_000, payment_reference: '412345678901', received_on: today },
      { token: owner },
    )
    expect(res.status).toBe(201)
    const { data } = v.parse(topUpSavedResponse, res.body)
    expect(data).toMatchObject({ kind: 'top_up', type: 'credit', amount_paise: 250_000, reference: 'UPI-412345678901', wallet_id: walletId })
    expect(data.narration).toBe(`UPI payment received on ${today}, reference 412345678901`)
    expect(await balanceOf(t.db, walletId)).toBe(before + 250_000)
    const lines = v.parse(ledgerListResponse, (await t.get('/api/financials/ledger-entries?search=UPI-412345678901', { token: finance })).body).data
    const ofPosting = lines.filter((line) => line.reference === 'UPI-412345678901')
    expect(ofPosting.map((line) => [line.account_name, line.debit_paise, line.credit_paise]).sort()).toEqual(
      [
        ['Bank', 250_000, 0],
        ['Wallet · Organisation wallet', 0, 250_000],
      ].sort(),
    )
    const [entry] = await t.db
      .select({ action: historyEntries.action, label: historyEntries.record_label })
      .from(historyEntries)
      .where(and(eq(historyEntries.org_id, demoOrgId), eq(historyEntries.record_id, data.wallet_transaction_id)))
    expect(entry).toEqual({ action: 'created', label: 'UPI-412345678901' })
    const kesar = await books(t.db, demoOrgId)
    expect(kesar.debits).toBe(kesar.credits)
  })

  it('refuses the same payment twice, and bad bodies with their messages; nothing is stored', async () => {
    const body = { method: 'cheque', amount_paise: 10_000, payment_reference: '000123', received_on: today }
    expect((await t.post('/api/financials/top-ups', body, { token: finance })).status).toBe(201)
    const again = await t.post('/api/financials/top-ups', { ...body, amount_paise: 20_000 }, { token: owner })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: 'This payment is already recorded.', errors: { payment_reference: ['This payment is already recorded.'] } })

    const bad = await t.post('/api/financials/top-ups', { method: 'bitcoin', amount_paise: 0, payment_reference: '', received_on: tomorrow }, { token: owner })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      method: ['Please choose how it was paid'],
      amount_paise: ['The amount must be more than zero'],
      payment_reference: ['Please enter the payment reference'],
      received_on: ['The day cannot be in the future'],
    })
    const tooMuch = await t.post('/api/financials/top-ups', { ...body, payment_reference: 'X'.repeat(41), amount_paise: 100_000_001 }, { token: owner })
    expect(tooMuch.body.errors).toMatchObject({
      amount_paise: ['The amount must be at most ₹10,00,000'],
      payment_reference: ['The payment reference must be at most 40 characters'],
    })
    const rows = await t.db
      .select({ id: wt.id })
      .from(wt)
      .where(and(eq(wt.org_id, demoOrgId), eq(wt.reference, 'CHQ-000123')))
    expect(rows).toHaveLength(1)
  })

  it('is for those who may adjust the wallet: the manager is refused', async () => {
    const manager = await signInAs(t, 'manager')
    const body = { method: 'cash', amount_paise: 10_000, payment_reference: 'R-1', received_on: today }
    expect((await t.post('/api/financials/top-ups', body, { token: manager })).status).toBe(403)
    expect((await t.post('/api/financials/payment-links', { amount_paise: 10_000 }, { token: manager })).status).toBe(403)
    expect((await t.get('/api/financials/payment-options', { token: manager })).status).toBe(403)
  })
})

describe('pay by link (Razorpay)', () => {
  it('is off without the gateway settings: no link, and the options say so', async () => {
    expect((await t.get('/api/financials/payment-options', { token: owner })).body).toMatchObject({ data: { pay_by_link: false } })
    const res = await t.post('/api/financials/payment-links', { amount_paise: 50_000 }, { token: owner })
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ status: false, message: 'Pay by link is not set up on this server.' })
  })

  it('makes a link at the gateway, and its paid webhook credits the wallet once', async () => {
    expect((await request(paying, 'GET', '/api/financials/payment-options', undefined, { token: owner })).body).toMatchObject({ data: { pay_by_link: true } })
    const walletId = await organisationWalletId()
    const before = await balanceOf(t.db, walletId)
    const made = await request(paying, 'POST', '/api/financials/payment-links', { amount_paise: 75_000 }, { token: owner })
    expect(made.status).toBe(201)
    const link = v.parse(paymentLinkResponse, made.body).data
    expect(link).toMatchObject({ amount_paise: 75_000, wallet_id: walletId, status: 'created' })
    expect(link.short_url).toMatch(/^https:\/\/rzp\.io\/i\/standin\d+$/)
    const sent = razorpay.requests.at(-1)
    expect(sent?.path).toBe('/v1/payment_links')
    expect(sent?.body).toMatchObject({ amount: 75_000, currency: 'INR', reference_id: link.payment_link_id.replace(/-/g, '') })
    const [stored] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.payment_link_id))
    if (!stored) throw new Error('no link stored')

    const event = paidEvent(stored.gateway_link_id, 'pay_STANDIN0001', 75_000)
    for (let i = 0; i < 3; i += 1) expect((await webhook(event.body, event.headers)).status).toBe(200)
    expect(await balanceOf(t.db, walletId)).toBe(before + 75_000)
    const credits = await t.db
      .select()
      .from(wt)
      .where(and(eq(wt.org_id, demoOrgId), eq(wt.reference, 'RAZORPAY-pay_STANDIN0001')))
    expect(credits).toHaveLength(1)
    expect(credits[0]).toMatchObject({ kind: 'top_up', type: 'credit', amount_paise: 75_000 })
    const [paid] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.payment_link_id))
    expect(paid).toMatchObject({ status: 'paid', transaction_id: credits[0]?.id })
  })

  it('refuses a forged webhook (401) and stores nothing', async () => {
    const made = await request(paying, 'POST', '/api/financials/payment-links', { amount_paise: 99_000 }, { token: finance })
    const link = v.parse(paymentLinkResponse, made.body).data
    const [stored] = await t.db.select().from(paymentLinks).where(eq(paymentLinks.id, link.payment_link_id))
    const walletId = await organisationWalletId()
    const before = await balanceOf(t.db, walletId)
    const forged = paidEvent(stored?.gateway_link_id ?? '', 'pay_FORGED0001', 99_000, 'not-the-secret')
    const res = await webhook(forged.body, forged.headers)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ status: false, message: 'The signature does not match.' })
    const unsigned = await webhook(forged.body, { 'content-type': 'application/json' })
    expect(unsigned.status).toBe(401)
    // A signature of other bytes: the body was changed after signing.
    const genuine = paidEvent(stored?.gateway_link_id ?? '', 'pay_FORGED0001', 99_000)
    const tampered = await webhook(genuine.body.replace('99000', '9900000'), genuine.headers)
    expect(tampered.status).toBe(401)
    expect(await balanceOf(t.db, walletId)).toBe(before)
    expect(await t.db.select().from(wt).where(eq(wt.reference, 'RAZORPAY-pay_FORGED0001'))).toHaveLength(0)
    const [still] = await t.db.select({ status: paymentLinks.status }).from(paymentLinks).where(eq(paymentLinks.id, link.payment_link_id))
    expect(still?.status).toBe('created')
  })

  it('answers 502 when the gateway fails, and stores no link', async () => {
    const count = (await t.db.select().from(paymentLinks)).length
    razorpay.failNext(500)
    const res = await request(paying, 'POST', '/api/financials/payment-links', { amount_paise: 10_000 }, { token: owner })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ status: false, message: 'The payment service did not create the link. Please try again.' })
    expect(await t.db.select().from(paymentLinks)).toHaveLength(count)
  })
})
