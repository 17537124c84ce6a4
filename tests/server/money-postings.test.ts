import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletTransactions } from '../../server/areas/money/schema'
import { adjustWallet, chargeFare, insufficientMessage, post, reversePosting, unbalancedMessage } from '../../server/areas/money/postings'
import { demoOrgId } from './catalogue-fixtures'
import { makeTestContext } from './helpers'
import type { TestContext } from './helpers'
import { balanceOf, books, freshWallet, walletHistory } from './money-fixtures'

let t: TestContext
beforeAll(async () => {
  t = await makeTestContext()
})
afterAll(async () => {
  await t.close()
})

const ref = () => `TEST-${randomUUID()}`
const topUp = (walletId: string, amount: number) =>
  adjustWallet(t.db, demoOrgId, { wallet_id: walletId, type: 'credit', amount_paise: amount, reason: 'Test top-up', reference: ref() })

describe('the posting service', () => {
  it('refuses a posting whose debits and credits differ, and writes nothing', async () => {
    const wallet = await freshWallet(t.db, demoOrgId)
    const before = await books(t.db, demoOrgId)
    const result = await post(t.db, demoOrgId, {
      wallet_id: wallet,
      type: 'credit',
      kind: 'adjustment',
      amount_paise: 10_000,
      reference: ref(),
      narration: 'Unbalanced',
      lines: [{ account: 'adjustments', debit_paise: 9_999 }],
    })
    expect(result).toMatchObject({ ok: false, status: 400, message: unbalancedMessage() })
    expect(await books(t.db, demoOrgId)).toEqual(before)
    expect(await balanceOf(t.db, wallet)).toBe(0)
  })

  it('refuses a debit below zero unless the wallet allows it', async () => {
    const strict = await freshWallet(t.db, demoOrgId)
    await topUp(strict, 5_000)
    expect(await chargeFare(t.db, demoOrgId, { wallet_id: strict, fare_paise: 5_001, reference: ref() })).toMatchObject({
      ok: false,
      status: 409,
      message: insufficientMessage(),
    })
    expect(await balanceOf(t.db, strict)).toBe(5_000)
    const overdraft = await freshWallet(t.db, demoOrgId, true)
    expect(await chargeFare(t.db, demoOrgId, { wallet_id: overdraft, fare_paise: 700, reference: ref() })).toMatchObject({
      ok: true,
      data: { balance_after_paise: -700, type: 'debit', kind: 'ride_fare' },
    })
  })

  it('50 concurrent postings on one wallet leave an exact balance and a balanced ledger', async () => {
    const wallet = await freshWallet(t.db, demoOrgId)
    await topUp(wallet, 1_000_000)
    const fares = Array.from({ length: 50 }, (_, index) => 1_000 + index * 37)
    const results = await Promise.all(fares.map((fare) => chargeFare(t.db, demoOrgId, { wallet_id: wallet, fare_paise: fare, reference: ref() })))
    expect(results.every((result) => result.ok)).toBe(true)
    const spent = fares.reduce((sum, fare) => sum + fare, 0)
    expect(await balanceOf(t.db, wallet)).toBe(1_000_000 - spent)
    // Every posting read the balance the one before it left: the balances-after are 50 distinct steps.
    const afters = results.map((result) => (result.ok ? result.data.balance_after_paise : 0)).sort((a, b) => b - a)
    expect(new Set(afters).size).toBe(50)
    expect(afters.at(-1)).toBe(1_000_000 - spent)
    const { debits, credits } = await books(t.db, demoOrgId)
    expect(debits).toBe(credits)
  })

  it('a retried posting (the same reference) lands once', async () => {
    const wallet = await freshWallet(t.db, demoOrgId)
    await topUp(wallet, 50_000)
    const charge = { wallet_id: wallet, fare_paise: 12_345, reference: ref() }
    const [first, second] = await Promise.all([chargeFare(t.db, demoOrgId, charge), chargeFare(t.db, demoOrgId, charge)])
    const third = await chargeFare(t.db, demoOrgId, charge)
    expect(first.ok && second.ok && third.ok).toBe(true)
    const ids = new Set([first, second, third].map((result) => (result.ok ? result.data.wallet_transaction_id : '')))
    expect(ids.size).toBe(1)
    expect(await balanceOf(t.db, wallet)).toBe(50_000 - 12_345)
  })

  it('a posting that fails halfway leaves nothing behind', async () => {
    const wallet = await freshWallet(t.db, demoOrgId)
    await topUp(wallet, 10_000)
    const before = await books(t.db, demoOrgId)
    // The wallet row is locked, the transaction and the wallet's line written; then a line's account does not exist.
    await expect(
      post(t.db, demoOrgId, {
        wallet_id: wallet,
        type: 'debit',
        kind: 'ride_fare',
        amount_paise: 4_000,
        reference: ref(),
        narration: 'Breaks halfway',
        lines: [{ account: { id: randomUUID() }, credit_paise: 4_000 }],
      }),
    ).rejects.toThrow()
    expect(await books(t.db, demoOrgId)).toEqual(before)
    expect(await balanceOf(t.db, wallet)).toBe(10_000)
  })

  it('reverses a posting with a new one, once; the database refuses edits', async () => {
    const wallet = await freshWallet(t.db, demoOrgId)
    await topUp(wallet, 20_000)
    const fare = await chargeFare(t.db, demoOrgId, { wallet_id: wallet, fare_paise: 7_500, reference: ref() })
    if (!fare.ok) throw new Error('fare refused')
    const id = fare.data.wallet_transaction_id
    const reversal = await reversePosting(t.db, demoOrgId, { id, reason: 'Ride cancelled', reference: ref() })
    expect(reversal).toMatchObject({ ok: true, data: { kind: 'reversal', type: 'credit', amount_paise: 7_500, balance_after_paise: 20_000, reverses_id: id } })
    expect(await reversePosting(t.db, demoOrgId, { id, reason: 'Again', reference: ref() })).toMatchObject({ ok: false, status: 409 })
    await expect(t.db.update(walletTransactions).set({ amount_paise: 1 }).where(eq(walletTransactions.id, id))).rejects.toThrow()
    await expect(t.db.delete(walletTransactions).where(eq(walletTransactions.id, id))).rejects.toThrow()
    const reversals = await t.db.select({ id: walletTransactions.id }).from(walletTransactions).where(eq(walletTransactions.reverses_id, id))
    expect(reversals).toHaveLength(1)
  })

  it('property: random postings keep debits equal to credits and every balance-after the running sum', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ credit: fc.boolean(), amount: fc.integer({ min: 1, max: 50_000 }) }), { minLength: 1, maxLength: 12 }),
        async (moves) => {
          const wallet = await freshWallet(t.db, demoOrgId)
          let expected = 0
          for (const [index, move] of moves.entries()) {
            const result = await post(t.db, demoOrgId, {
              wallet_id: wallet,
              type: move.credit ? 'credit' : 'debit',
              kind: 'adjustment',
              amount_paise: move.amount,
              reference: ref(),
              narration: 'Property',
              lines: [{ account: 'adjustments', ...(move.credit ? { debit_paise: move.amount } : { credit_paise: move.amount }) }],
              posted_at: new Date(Date.UTC(2026, 0, 1) + index * 1000),
            })
            const next = expected + (move.credit ? move.amount : -move.amount)
            if (next < 0) expect(result).toMatchObject({ ok: false, status: 409 })
            else {
              expect(result.ok).toBe(true)
              expected = next
            }
          }
          let running = 0
          for (const row of await walletHistory(t.db, wallet)) {
            running += row.type === 'credit' ? row.amount : -row.amount
            expect(row.after).toBe(running)
          }
          expect(await balanceOf(t.db, wallet)).toBe(expected)
          const { debits, credits } = await books(t.db, demoOrgId)
          expect(debits).toBe(credits)
        },
      ),
      { numRuns: 25 },
    )
  })
})
