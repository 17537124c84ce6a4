import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { WalletTransaction } from '../../../src/contract/money'
import type { Db } from '../../db/client'
import { walletTransactions as wt, wallets } from './schema'
import { isUuid, iso } from '../../kit/list-query'
import { shownName } from './organisation-wallet'

/** Reversing postings, joined by the posting they undo: a row with one is 'reversed'. */
export const reversals = alias(wt, 'reversals')

const walletTxColumns = {
  wallet_transaction_id: wt.id,
  wallet_id: wt.wallet_id,
  wallet_name: wallets.name,
  posted_at: wt.posted_at,
  reference: wt.reference,
  kind: wt.kind,
  type: wt.type,
  amount_paise: wt.amount_paise,
  balance_after_paise: wt.balance_after_paise,
  status: sql<WalletTransaction['status']>`case when ${reversals.id} is null then 'posted' else 'reversed' end`,
  narration: wt.narration,
  reverses_id: wt.reverses_id,
}

/** Wallet transactions with their wallet's name and their status. `db` may be a transaction. */
export const selectWalletTx = (db: Pick<Db, 'select'>) =>
  db.select(walletTxColumns).from(wt).innerJoin(wallets, eq(wallets.id, wt.wallet_id)).leftJoin(reversals, eq(reversals.reverses_id, wt.id))

type Row = Awaited<ReturnType<ReturnType<typeof selectWalletTx>['execute']>>[number]
export const toWalletTx = (row: Row): WalletTransaction => ({ ...row, wallet_name: shownName(row.wallet_name), posted_at: iso(row.posted_at) })

export async function readWalletTx(db: Pick<Db, 'select'>, orgId: string, id: string): Promise<WalletTransaction | null> {
  if (!isUuid(id)) return null
  const [row] = await selectWalletTx(db).where(and(eq(wt.id, id), eq(wt.org_id, orgId)))
  return row ? toWalletTx(row) : null
}
