import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerListResponse, trialBalanceResponse, walletTxDetailResponse, walletTxListResponse, walletsResponse } from '../../src/contract/money'
import { pathsForRole } from '../../src/contract/permissions'
import { ledgerAccounts, walletTransactions as wt } from '../../server/areas/money/schema'
import { areaTiles } from '../../server/areas'
import { vendorStats } from '../../server/areas/dashboard/reads'
import { demoOrgId, lotusOrgId, signInAs } from './catalogue-fixtures'
import { expectEveryRow, makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { books } from './money-fixtures'

let t: TestContext
let finance: string
beforeAll(async () => {
  t = await makeTestContext()
  finance = await signInAs(t, 'finance')
})
afterAll(async () => {
  await t.close()
})

const walletList = async (query: string) => v.parse(walletTxListResponse, (await t.get(`/api/financials/wallet-payments${query}`, { token: finance })).body)
const ledger = async (query: string) => v.parse(ledgerListResponse, (await t.get(`/api/financials/ledger-entries${query}`, { token: finance })).body)

describe('the seeded books', () => {
  it('hold a year of balanced postings for Kesar and a few for Lotus', async () => {
    const kesar = await books(t.db, demoOrgId)
    expect(kesar.postings).toBeGreaterThan(300)
    expect(kesar.debits).toBe(kesar.credits)
    const lotus = await books(t.db, lotusOrgId)
    expect(lotus.postings).toBeGreaterThan(0)
    expect(lotus.debits).toBe(lotus.credits)
  })
})

describe('GET /api/financials/wallet-payments', () => {
  it('pages the organisation’s transactions with totals of the whole filter', async () => {
    const page = await walletList('?page_size=10')
    expect(page.data).toHaveLength(10)
    const [all] = await t.db
      .select({
        count: sql<number>`count(*)::int`,
        credits: sql<string>`sum(${wt.amount_paise}) filter (where ${wt.type} = 'credit')`,
        debits: sql<string>`sum(${wt.amount_paise}) filter (where ${wt.type} = 'debit')`,
      })
      .from(wt)
      .where(eq(wt.org_id, demoOrgId))
    expect(page.pagination.total).toBe(all?.count)
    expect(page.totals).toEqual({
      credits_paise: Number(all?.credits),
      debits_paise: Number(all?.debits),
      net_paise: Number(all?.credits) - Number(all?.debits),
      count: all?.count,
    })
    const dates = page.data.map((row) => row.posted_at)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('filters by type, status, date range, amount range and reference', async () => {
    const debits = await walletList('?type=debit&page_size=100')
    expectEveryRow(debits.data, (row) => row.type === 'debit')
    expect(debits.totals.credits_paise).toBe(0)
    expect(debits.totals.net_paise).toBe(-debits.totals.debits_paise)

    const range = await walletList('?min_paise=100000&max_paise=200000&page_size=100')
    expectEveryRow(range.data, (row) => row.amount_paise >= 100_000 && row.amount_paise <= 200_000)

    const sample = (await walletList('?page_size=1&page=5')).data[0]
    if (!sample) throw new Error('no rows')
    const day = new Date(Date.parse(sample.posted_at) + 5.5 * 3_600_000).toISOString().slice(0, 10)
    const ofDay = await walletList(`?from=${day}&to=${day}&page_size=100`)
    expect(ofDay.data.some((row) => row.wallet_transaction_id === sample.wallet_transaction_id)).toBe(true)
    for (const row of ofDay.data) expect(new Date(Date.parse(row.posted_at) + 5.5 * 3_600_000).toISOString().slice(0, 10)).toBe(day)

    const found = await walletList(`?search=${sample.reference.toLowerCase()}`)
    expect(found.data.map((row) => row.reference)).toEqual([sample.reference])

    const reversed = await walletList('?status=reversed&page_size=100')
    expectEveryRow(reversed.data, (row) => row.status === 'reversed')

    const byAmount = (await walletList('?ordering=amount_paise&page_size=50')).data.map((row) => row.amount_paise)
    expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b))
    expect((await t.get('/api/financials/wallet-payments?type=refund', { token: finance })).status).toBe(400)
  })

  it('exports the filter as CSV', async () => {
    const res = await t.get('/api/financials/wallet-payments?type=credit&format=csv', { token: finance })
    expect(res.headers.get('content-type')).toContain('text/csv')
    expect(res.text.split('\r\n')[0]).toBe('Date,Wallet,Reference,Kind,Type,Amount (INR),Balance after (INR),Status,Narration')
  })
})

describe('GET /api/financials/ledger-entries', () => {
  it('reads an account with opening, running and closing balances that agree across pages', async () => {
    const [bank] = await t.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.org_id, demoOrgId), eq(ledgerAccounts.code, '1000')))
    const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10)
    const first = await ledger(`?account_id=${bank?.id}&from=${from}&page_size=20`)
    const { opening_balance_paise: opening, debits_paise, credits_paise, closing_balance_paise } = first.totals
    expect(closing_balance_paise).toBe(opening + debits_paise - credits_paise)
    let running = opening
    const pages = Math.ceil(first.pagination.total / 20)
    for (let page = 1; page <= pages; page += 1) {
      const rows = page === 1 ? first.data : (await ledger(`?account_id=${bank?.id}&from=${from}&page_size=20&page=${page}`)).data
      for (const row of rows) {
        expect(row.account_id).toBe(bank?.id)
        running += row.debit_paise - row.credit_paise
        expect(row.running_balance_paise).toBe(running)
      }
    }
    expect(running).toBe(closing_balance_paise)
  })

  it('searches by the posting’s reference', async () => {
    const [sample] = await t.db.select({ reference: wt.reference }).from(wt).where(eq(wt.org_id, demoOrgId)).limit(1)
    const found = await ledger(`?search=${sample?.reference}`)
    expect(found.data.length).toBeGreaterThanOrEqual(2)
    expectEveryRow(found.data, (line) => line.reference === sample?.reference)
    expect(found.totals.debits_paise).toBe(found.totals.credits_paise)
  })

  it('has figures that follow the filter and the latest posting (the sums query is kept per filter, never its answer)', async () => {
    const [bank] = await t.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.org_id, demoOrgId), eq(ledgerAccounts.code, '1000')))
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
    const longer = await ledger(`?account_id=${bank?.id}&from=${daysAgo(300)}&page_size=1`)
    const shorter = await ledger(`?account_id=${bank?.id}&from=${daysAgo(30)}&page_size=1`)
    expect(shorter.pagination.total).toBeLessThan(longer.pagination.total)
    // Both run to today: the balance they close on is the account's, whatever day they open on.
    expect(shorter.totals.closing_balance_paise).toBe(longer.totals.closing_balance_paise)

    const credits = () => walletList('?type=credit&page_size=1')
    const before = await credits()
    const [wallet] = v.parse(walletsResponse, (await t.get('/api/financials/wallets', { token: finance })).body).data
    const top = await t.post(
      '/api/financials/adjustments',
      { action: 'top_up', wallet_id: wallet?.wallet_id, amount_paise: 50_000, reason: 'Figures check' },
      { token: finance },
    )
    expect(top.status).toBe(201)
    const after = await credits()
    expect(after.totals.credits_paise).toBe(before.totals.credits_paise + 50_000)
    expect(after.pagination.total).toBe(before.pagination.total + 1)
  })

  it('with no account, the whole ledger nets to zero', async () => {
    const all = await ledger('?page_size=5')
    expect(all.totals.debits_paise).toBe(all.totals.credits_paise)
    expect(all.totals.closing_balance_paise).toBe(0)
  })
})

describe('the dashboard’s money tiles', () => {
  it('show the wallets’ balance and this month’s credits and debits as INR', async () => {
    const stats = await vendorStats(t.db, demoOrgId, pathsForRole('finance'), areaTiles)
    const wallets = v.parse(walletsResponse, (await t.get('/api/financials/wallets', { token: finance })).body).data
    const balance = stats.counts.find((tile) => tile.key === 'wallet_balance')
    expect(balance).toMatchObject({ format: 'inr', label: 'Wallet balance', value: wallets.reduce((sum, wallet) => sum + wallet.balance_paise, 0) })
    const month = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 8)
    const credits = await walletList(`?type=credit&from=${month}01&page_size=1`)
    expect(stats.counts.find((tile) => tile.key === 'month_credits')?.value).toBe(credits.totals.credits_paise)
    expect(stats.counts.find((tile) => tile.key === 'month_debits')).toMatchObject({ format: 'inr' })
  })
})

describe('GET /api/financials/trial-balance', () => {
  it('lists every account with equal debit and credit totals overall', async () => {
    const res = v.parse(trialBalanceResponse, (await t.get('/api/financials/trial-balance', { token: finance })).body)
    expect(res.data.balanced).toBe(true)
    expect(res.data.debits_paise).toBe(res.data.credits_paise)
    expect(res.data.accounts.length).toBeGreaterThan(4)
    const early = v.parse(trialBalanceResponse, (await t.get('/api/financials/trial-balance?on=2001-01-01', { token: finance })).body)
    expect(early.data.debits_paise).toBe(0)
  })
})

describe('POST /api/financials/adjustments', () => {
  it('records a top-up with its reason and reverses a posting; both show in both lists', async () => {
    const [wallet] = v.parse(walletsResponse, (await t.get('/api/financials/wallets', { token: finance })).body).data
    if (!wallet) throw new Error('no wallet')
    const top = await t.post(
      '/api/financials/adjustments',
      { action: 'top_up', wallet_id: wallet.wallet_id, amount_paise: 123_456, reason: 'Goodwill' },
      { token: finance },
    )
    expect(top.status).toBe(201)
    const data = top.body.data as { wallet_transaction_id: string; reference: string; balance_after_paise: number }
    expect(data.balance_after_paise).toBe(wallet.balance_paise + 123_456)
    expect((await walletList(`?search=${data.reference}`)).data[0]).toMatchObject({ amount_paise: 123_456, type: 'credit', narration: 'Goodwill' })
    const lines = (await ledger('?ordering=-posted_at&page_size=2')).data
    expectEveryRow(lines, (line) => line.reference === data.reference)

    const reverse = await t.post(
      '/api/financials/adjustments',
      { action: 'reversal', reverses_id: data.wallet_transaction_id, reason: 'Entered twice' },
      { token: finance },
    )
    expect(reverse.status).toBe(201)
    expect(reverse.body.data).toMatchObject({ type: 'debit', amount_paise: 123_456, balance_after_paise: wallet.balance_paise })
    expect((await walletList(`?search=${data.reference}`)).data[0]?.status).toBe('reversed')
    const detail = v.parse(walletTxDetailResponse, (await t.get(`/api/financials/wallet-payments/${data.wallet_transaction_id}`, { token: finance })).body)
    expect(detail.data).toMatchObject({ status: 'reversed', narration: 'Goodwill' })
  })

  it('refuses bad bodies, another organisation’s posting and the manager', async () => {
    const missing = await t.post('/api/financials/adjustments', { action: 'top_up', reason: 'x' }, { token: finance })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errors: { wallet_id: ['Please choose a wallet'], amount_paise: ['Please enter the amount'] } })
    const [lotusTx] = await t.db.select({ id: wt.id }).from(wt).where(eq(wt.org_id, lotusOrgId)).limit(1)
    const foreign = await t.post('/api/financials/adjustments', { action: 'reversal', reverses_id: lotusTx?.id, reason: 'x' }, { token: finance })
    expect(foreign.status).toBe(404)
    const manager = await signInAs(t, 'manager')
    expect((await t.get('/api/financials/wallet-payments', { token: manager })).status).toBe(403)
  })
})
