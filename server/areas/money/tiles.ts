import { sql } from 'drizzle-orm'
import { businessZone } from '../../../src/contract/business-time'
import { walletTransactions as wt, wallets } from './schema'
import type { CountProvider } from '../../kit/tiles'
import { tileMonthCredits, tileMonthDebits, tileWalletBalance } from '../../../src/paraglide/m/money'

// This month in India: from its first midnight there.
const monthStart = sql`(date_trunc('month', now() at time zone ${businessZone}) at time zone ${businessZone})`
const monthTotal = (type: 'credit' | 'debit', orgId: string) =>
  sql<number>`(select coalesce(sum(${wt.amount_paise}), 0)::bigint from ${wt} where ${wt.org_id} = ${orgId} and ${wt.type} = ${type} and ${wt.posted_at} >= ${monthStart})`

/** The money tiles (amounts in paise, shown as INR): the wallets' balance and this month's credits and debits. */
export const moneyCounts: CountProvider[] = [
  {
    key: 'wallet_balance',
    label: tileWalletBalance,
    path: '/financials/wallet-transactions',
    format: 'inr',
    count: (orgId) => sql<number>`(select coalesce(sum(${wallets.balance_paise}), 0)::bigint from ${wallets} where ${wallets.org_id} = ${orgId})`,
  },
  {
    key: 'month_credits',
    label: tileMonthCredits,
    path: '/financials/wallet-transactions',
    format: 'inr',
    count: (orgId) => monthTotal('credit', orgId),
  },
  {
    key: 'month_debits',
    label: tileMonthDebits,
    path: '/financials/wallet-transactions',
    format: 'inr',
    count: (orgId) => monthTotal('debit', orgId),
  },
]
