import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ledgerAccounts, wallets } from './schema'
import { organisationWallet as organisationWalletText, organisationWalletAccount } from '../../../src/paraglide/m/money'

export const organisationWalletName = 'Organisation wallet'
const accountCode = '2000'
const accountName = `Wallet · ${organisationWalletName}`

/** A wallet's or ledger account's name as the reader reads it: the organisation wallet's, stored in English, in their language. */
export const shownName = (name: string) =>
  name === organisationWalletName ? organisationWalletText() : name === accountName ? organisationWalletAccount() : name

/**
 * The organisation's own wallet (one per organisation, see wallets_one_organisation_wallet): the rides its
 * dispatchers book are paid from it. Sign-up and the seed create it; an organisation made before it existed gets it,
 * empty, the first time it is needed. Two first calls at once both end with the same wallet.
 */
export async function organisationWallet(db: Db, orgId: string): Promise<{ id: string; balance_paise: number }> {
  const find = () =>
    db
      .select({ id: wallets.id, balance_paise: wallets.balance_paise })
      .from(wallets)
      .where(and(eq(wallets.org_id, orgId), eq(wallets.kind, 'organisation')))
  const [existing] = await find()
  if (existing) return existing
  await db.insert(ledgerAccounts).values({ org_id: orgId, code: accountCode, name: accountName, type: 'liability' }).onConflictDoNothing()
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.org_id, orgId), eq(ledgerAccounts.code, accountCode)))
  if (!account) throw new Error('the organisation wallet account cannot be read')
  await db.insert(wallets).values({ org_id: orgId, name: organisationWalletName, account_id: account.id, kind: 'organisation' }).onConflictDoNothing()
  const [made] = await find()
  if (!made) throw new Error('the organisation wallet cannot be read')
  return made
}
