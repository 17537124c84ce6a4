import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm'
import { businessZone } from '../../../src/contract/business-time'
import type { TrialBalance, Wallet, WalletTotals, WalletTxListParams } from '../../../src/contract/money'
import type { Db } from '../../db/client'
import { ledgerAccounts, ledgerLines as ll, walletTransactions as wt, wallets } from './schema'
import { dayEnd, dayRange, dayStart } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { reversals, selectWalletTx, toWalletTx } from './wallet-reads'
import { shownName } from './organisation-wallet'

// Financial days are Indian days, like the dashboard's.
const zone = businessZone
const num = (value: unknown) => Number(value ?? 0)

/** A page of wallet transactions and, for every row the filter matches, the count and the credit and debit totals. */
export const { list: listWalletTx } = resourceReads({
  table: wt,
  select: selectWalletTx,
  toItem: toWalletTx,
  order: { by: { posted_at: wt.posted_at, amount_paise: wt.amount_paise, reference: wt.reference }, default: '-posted_at' },
  search: [wt.reference],
  filters: (params: WalletTxListParams) => [
    params.type ? eq(wt.type, params.type) : undefined,
    params.status === 'reversed' ? sql`${reversals.id} is not null` : params.status === 'posted' ? sql`${reversals.id} is null` : undefined,
    params.wallet_id ? eq(wt.wallet_id, params.wallet_id) : undefined,
    dayRange(wt.posted_at, params.from, params.to),
    params.min_paise === undefined ? undefined : gte(wt.amount_paise, params.min_paise),
    params.max_paise === undefined ? undefined : lte(wt.amount_paise, params.max_paise),
  ],
  summary: {
    select: (db: Db, where) =>
      db
        .select({
          count: sql<number>`count(*)::int`,
          credits: sql<string>`coalesce(sum(${wt.amount_paise}) filter (where ${wt.type} = 'credit'), 0)`,
          debits: sql<string>`coalesce(sum(${wt.amount_paise}) filter (where ${wt.type} = 'debit'), 0)`,
        })
        .from(wt)
        .leftJoin(reversals, eq(reversals.reverses_id, wt.id))
        .where(where),
    figures: (sums): { total: number; totals: WalletTotals } => {
      const credits = num(sums?.credits)
      const debits = num(sums?.debits)
      const count = num(sums?.count)
      return { total: count, totals: { credits_paise: credits, debits_paise: debits, net_paise: credits - debits, count } }
    },
  },
})

/** Every account's debit and credit totals up to the end of `on` (an India day); overall they must be equal. */
export async function trialBalance(db: Db, orgId: string, on: string): Promise<TrialBalance> {
  const rows = await db
    .select({
      account_id: ledgerAccounts.id,
      code: ledgerAccounts.code,
      name: ledgerAccounts.name,
      type: ledgerAccounts.type,
      debits: sql<string>`coalesce(sum(${ll.debit_paise}), 0)`,
      credits: sql<string>`coalesce(sum(${ll.credit_paise}), 0)`,
    })
    .from(ledgerAccounts)
    .leftJoin(ll, and(eq(ll.account_id, ledgerAccounts.id), lt(ll.posted_at, dayEnd(on))))
    .where(eq(ledgerAccounts.org_id, orgId))
    .groupBy(ledgerAccounts.id)
    .orderBy(asc(ledgerAccounts.code))
  const accounts = rows.map(({ debits, credits, ...row }) => ({ ...row, name: shownName(row.name), debits_paise: num(debits), credits_paise: num(credits) }))
  const debits = accounts.reduce((sum, row) => sum + row.debits_paise, 0)
  const credits = accounts.reduce((sum, row) => sum + row.credits_paise, 0)
  return { on, accounts, debits_paise: debits, credits_paise: credits, balanced: debits === credits }
}

export async function listWallets(db: Db, orgId: string): Promise<Wallet[]> {
  const rows = await db
    .select({ wallet_id: wallets.id, name: wallets.name, balance_paise: wallets.balance_paise, allow_negative: wallets.allow_negative })
    .from(wallets)
    .where(eq(wallets.org_id, orgId))
    // The organisation's own wallet first: it is the one topped up most.
    .orderBy(sql`${wallets.kind} = 'organisation' desc`, asc(wallets.name))
  return rows.map((row) => ({ ...row, name: shownName(row.name) }))
}

/** The wallets' total balance (or one wallet's) at the end of each India day from `from` to `to`. */
export async function balanceSeries(db: Db, orgId: string, from: string, to: string, walletId?: string) {
  const scope = and(eq(wt.org_id, orgId), walletId ? eq(wt.wallet_id, walletId) : undefined)
  const signed = sql`case when ${wt.type} = 'credit' then ${wt.amount_paise} else -${wt.amount_paise} end`
  const [[opening], days] = await Promise.all([
    db
      .select({ net: sql<string>`coalesce(sum(${signed}), 0)` })
      .from(wt)
      .where(and(scope, lt(wt.posted_at, dayStart(from)))),
    db
      .select({ day: sql<string>`to_char((${wt.posted_at} at time zone ${zone})::date, 'YYYY-MM-DD')`.as('day'), net: sql<string>`sum(${signed})` })
      .from(wt)
      .where(and(scope, dayRange(wt.posted_at, from, to)))
      .groupBy(sql`1`),
  ])
  const net = new Map(days.map((row) => [row.day, num(row.net)]))
  const series: { day: string; balance_paise: number }[] = []
  let balance = num(opening?.net)
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day = new Date(day.getTime() + 86_400_000)) {
    const key = day.toISOString().slice(0, 10)
    balance += net.get(key) ?? 0
    series.push({ day: key, balance_paise: balance })
  }
  return series
}
