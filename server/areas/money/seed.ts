import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { PgInsertValue } from 'drizzle-orm/pg-core'
import { organisationWalletName } from './organisation-wallet'
import { systemAccountIds } from './postings'
import type { SystemAccount } from './postings'
import { insertAll } from '../../db/bulk-insert'
import type { Db } from '../../db/client'
import { ledgerAccounts, ledgerLines, walletTransactions, wallets } from './schema'
import { daysBefore, seededRandom } from '../../db/seed-random'
import { demoOrgId } from '../../db/demo'
import type { SeedOrg } from '../../kit/area'

export type MoneyPlan = { orgId: string; wallets: number; transactions: number; seed: number }

const firstNames = ['Aditi', 'Kunal', 'Ishaan', 'Nisha', 'Farhan', 'Lakshmi', 'Dev', 'Pooja', 'Sameer', 'Tanvi', 'Harsh', 'Zoya', 'Manoj', 'Riya']
const lastNames = ['Gupta', 'Menon', 'Singh', 'Bose', 'Qureshi', 'Pillai', 'Joshi', 'Das', 'Kapoor', 'Chawla']

type Line = PgInsertValue<typeof ledgerLines>
type Kind = 'opening' | 'top_up' | 'ride_fare' | 'refund' | 'adjustment' | 'reversal'
type Tx = PgInsertValue<typeof walletTransactions> & { id: string; posted_at: Date }

/**
 * A year of wallet history: each wallet's opening balance a year ago, then top-ups, ride fares, refunds and a few
 * reversals, every one a balanced posting with its ledger lines and an exact balance-after. Skipped when the
 * organisation already has wallets.
 */
async function seedMoney(db: Db, plan: MoneyPlan): Promise<boolean> {
  const [existing] = await db.select({ id: wallets.id }).from(wallets).where(eq(wallets.org_id, plan.orgId)).limit(1)
  if (existing) return false
  const random = seededRandom(plan.seed)
  const now = Date.now()
  const { orgId } = plan
  const system = await systemAccountIds(db, orgId)
  const people = Array.from({ length: plan.wallets }, (_, index) => ({
    id: randomUUID(),
    accountId: randomUUID(),
    name: `${random.pick(firstNames)} ${random.pick(lastNames)} ${String(index + 1).padStart(3, '0')}`,
    balance: 0,
    allow_negative: index === 0,
    kind: 'customer' as 'customer' | 'organisation',
    code: `2100-${String(index + 1).padStart(3, '0')}`,
  }))
  // The organisation's own wallet, which pays the rides booked from /booking: opened a year ago, topped up monthly.
  const organisation = {
    id: randomUUID(),
    accountId: randomUUID(),
    name: organisationWalletName,
    balance: 0,
    allow_negative: false,
    kind: 'organisation' as const,
    code: '2000',
  }
  const txs: Tx[] = []
  const lines: Line[] = []
  let number = 0
  const posting = (wallet: (typeof people)[number], at: Date, kind: Kind, amount: number, other: SystemAccount, reverses?: string) => {
    // A ride fare takes money out of the wallet; everything else here (its reversal among them) puts money in.
    const signedType = kind === 'ride_fare' ? 'debit' : 'credit'
    const paise = amount
    wallet.balance += signedType === 'credit' ? paise : -paise
    const id = randomUUID()
    number += 1
    const prefix = { opening: 'OPN', top_up: 'TOP', ride_fare: 'RIDE', refund: 'RFD', adjustment: 'ADJ', reversal: 'REV' }[kind]
    const narration = {
      opening: 'Opening balance',
      top_up: 'Wallet top-up',
      ride_fare: 'Ride fare',
      refund: 'Fare refund',
      adjustment: 'Adjustment',
      reversal: 'Reversal of a ride fare',
    }[kind]
    txs.push({
      id,
      org_id: orgId,
      wallet_id: wallet.id,
      posted_at: at,
      reference: `${prefix}-${String(plan.seed).padStart(2, '0')}${String(number).padStart(6, '0')}`,
      kind,
      type: signedType,
      amount_paise: paise,
      balance_after_paise: wallet.balance,
      narration,
      reverses_id: reverses ?? null,
    })
    const walletSide = signedType === 'credit' ? { debit_paise: 0, credit_paise: paise } : { debit_paise: paise, credit_paise: 0 }
    const otherSide = { debit_paise: walletSide.credit_paise, credit_paise: walletSide.debit_paise }
    lines.push({ org_id: orgId, transaction_id: id, account_id: wallet.accountId, posted_at: at, narration, ...walletSide })
    lines.push({ org_id: orgId, transaction_id: id, account_id: system[other], posted_at: at, narration, ...otherSide })
    return id
  }
  for (const wallet of people) posting(wallet, daysBefore(now, 366), 'opening', random.int(5, 200) * 10_000, 'openingEquity')
  posting(organisation, daysBefore(now, 366), 'opening', 2_00_000_00, 'openingEquity')
  for (let month = 11; month >= 0; month -= 1) posting(organisation, daysBefore(now, month * 30 + 15), 'top_up', 50_000_00, 'bank')
  const times = Array.from({ length: plan.transactions }, () => now - random.next() * 365 * 86_400_000).sort((a, b) => a - b)
  times.forEach((time, index) => {
    const wallet = random.pick(people)
    const roll = random.next()
    const fare = random.int(80, 2_400) * 100 + random.int(0, 99)
    if (roll < 0.6 && (wallet.balance >= fare || wallet.allow_negative)) {
      const id = posting(wallet, new Date(time), 'ride_fare', fare, 'fares')
      if (random.chance(0.01)) {
        // Undone before the next posting of the year, so balance-after still reads in posting order.
        const next = times[index + 1] ?? now
        posting(wallet, new Date(time + Math.max(1, Math.floor((next - time) / 2))), 'reversal', fare, 'fares', id)
      }
    } else if (roll < 0.66 && wallet.balance >= 0) {
      posting(wallet, new Date(time), 'refund', random.int(50, 500) * 100, 'fares')
    } else {
      posting(wallet, new Date(time), 'top_up', random.pick([500, 1000, 2000, 5000]) * 100, 'bank')
    }
  })
  const all = [organisation, ...people]
  const accounts = all.map((wallet) => ({
    id: wallet.accountId,
    org_id: orgId,
    code: wallet.code,
    name: `Wallet · ${wallet.name}`,
    type: 'liability' as const,
  }))
  await db.transaction(async (tx) => {
    await insertAll(tx, ledgerAccounts, accounts)
    await insertAll(
      tx,
      wallets,
      all.map((wallet) => ({
        id: wallet.id,
        org_id: orgId,
        name: wallet.name,
        account_id: wallet.accountId,
        balance_paise: wallet.balance,
        allow_negative: wallet.allow_negative,
        kind: wallet.kind,
      })),
    )
    await insertAll(tx, walletTransactions, txs)
    await insertAll(tx, ledgerLines, lines)
  })
  return true
}

/** The money seed step (its index.ts): a year of wallet history for Kesar (12,000 postings, a few hundred in small mode), a little for Lotus. */
export const moneySeed = (db: Db, { orgId, size }: SeedOrg) =>
  seedMoney(
    db,
    orgId === demoOrgId
      ? { orgId, wallets: size === 'small' ? 8 : 40, transactions: size === 'small' ? 300 : 12_000, seed: 1 }
      : { orgId, wallets: 3, transactions: 20, seed: 2 },
  )
