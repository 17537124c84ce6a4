import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { ledgerAccounts, ledgerLines, walletTransactions, wallets } from '../../server/areas/money/schema'

/** A new, empty wallet of the organisation (with its own ledger account), for tests that need exact balances. */
export async function freshWallet(db: Db, orgId: string, allowNegative = false): Promise<string> {
  const code = `T-${randomUUID().slice(0, 8)}`
  const [account] = await db
    .insert(ledgerAccounts)
    .values({ org_id: orgId, code, name: `Test wallet ${code}`, type: 'liability' })
    .returning()
  if (!account) throw new Error('no account')
  const [wallet] = await db
    .insert(wallets)
    .values({ org_id: orgId, name: `Test ${code}`, account_id: account.id, allow_negative: allowNegative })
    .returning()
  if (!wallet) throw new Error('no wallet')
  return wallet.id
}

export async function balanceOf(db: Db, walletId: string): Promise<number> {
  const [row] = await db.select({ balance: wallets.balance_paise }).from(wallets).where(eq(wallets.id, walletId))
  return row?.balance ?? Number.NaN
}

/** The organisation's ledger debit and credit totals, and its posting and line counts. */
export async function books(db: Db, orgId: string) {
  const [lines] = await db
    .select({
      debits: sql<string>`coalesce(sum(${ledgerLines.debit_paise}), 0)`,
      credits: sql<string>`coalesce(sum(${ledgerLines.credit_paise}), 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.org_id, orgId))
  const [postings] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(walletTransactions)
    .where(eq(walletTransactions.org_id, orgId))
  return { debits: Number(lines?.debits), credits: Number(lines?.credits), lines: lines?.count ?? 0, postings: postings?.count ?? 0 }
}

/** A wallet's postings in posting order, with the running sum each balance-after must equal. */
export async function walletHistory(db: Db, walletId: string) {
  const rows = await db
    .select({ type: walletTransactions.type, amount: walletTransactions.amount_paise, after: walletTransactions.balance_after_paise })
    .from(walletTransactions)
    .where(eq(walletTransactions.wallet_id, walletId))
    .orderBy(walletTransactions.posted_at, walletTransactions.created_at)
  return rows
}
