import { and, eq, inArray, sql } from 'drizzle-orm'
import type { WalletTransaction } from '../../../src/contract/money'
import type { Db } from '../../db/client'
import { ledgerAccounts, ledgerLines, walletTransactions as wt, wallets } from './schema'
import type { KeyedCreate } from '../../kit/idempotency'
import { isUuid } from '../../kit/list-query'
import type { Tx } from '../../kit/owned-writes'
import { Refusal, fail, isUniqueViolation, unlessRefused } from '../../kit/result'
import type { Outcome } from '../../kit/result'
import { statsChanged } from '../../kit/stats-cache'
import { readWalletTx } from './wallet-reads'
import { recordPosting } from './posting-history'
import type { Recorded } from './posting-history'
import {
  alreadyReversed,
  lineDebitOrCredit,
  postingNotFound,
  referenceInUse,
  walletNotFound,
  wholePaise as wholePaiseMessage,
} from '../../../src/paraglide/m/money'
import { reversalReversed, unbalanced, walletTooLow } from '../../../src/paraglide/m/server'

/**
 * The posting service: the one way money moves (docs/areas/money.md#decisions). A posting is a wallet transaction and its ledger
 * lines, written in one database transaction:
 * - its debits equal its credits, or it is refused (400) before anything is written (and the database checks it
 *   again at commit, see the ledger_lines_balanced trigger);
 * - the wallet row is locked `for update` first, so concurrent postings on one wallet queue and each reads the
 *   balance the previous one left: balance-after is exact;
 * - the balance never goes below zero unless the wallet allows it (409, and a CHECK on wallets holds it too);
 * - a posting's `reference` is unique in the organisation: posting it again returns the first posting and writes
 *   nothing, so a retried call lands once. An HTTP Idempotency-Key (`key`) is claimed in the same transaction;
 * - nothing is ever edited: `reversePosting` undoes a posting with a new, opposite one.
 */

/** The system accounts every organisation has (created on first use), by their code. */
export const systemAccounts = {
  bank: { code: '1000', name: 'Bank', type: 'asset' },
  openingEquity: { code: '3000', name: 'Opening balance equity', type: 'equity' },
  fares: { code: '4000', name: 'Ride fare revenue', type: 'income' },
  adjustments: { code: '5000', name: 'Goodwill and adjustments', type: 'expense' },
} as const
export type SystemAccount = keyof typeof systemAccounts

/** One line besides the wallet's own: exactly one of debit and credit, in whole paise. */
export type PostingLine = { account: SystemAccount | { id: string }; debit_paise?: number; credit_paise?: number; narration?: string }

export type Posting = {
  wallet_id: string
  /** credit: money into the wallet; debit: money out of it. */
  type: WalletTransaction['type']
  kind: WalletTransaction['kind']
  amount_paise: number
  /** Unique in the organisation: the same reference again is the same posting (a retry), not a new one. */
  reference: string
  narration: string
  /** The other side of the wallet's line (which the service writes itself): their debits and credits must balance it. */
  lines: PostingLine[]
  reverses_id?: string
  posted_at?: Date
  created_by?: string
}

export type Posted = Outcome<{ data: WalletTransaction; replayed: boolean }>

/** Read per request, in its language. */
export const unbalancedMessage = () => unbalanced()
export const insufficientMessage = () => walletTooLow()

const wholePaise = (value: number) => Number.isSafeInteger(value) && value >= 0

/** The reason a posting cannot be written as given, or null. */
function malformed(posting: Posting): string | null {
  if (!wholePaise(posting.amount_paise) || posting.amount_paise === 0) return wholePaiseMessage()
  let debits = posting.type === 'debit' ? posting.amount_paise : 0
  let credits = posting.type === 'credit' ? posting.amount_paise : 0
  for (const line of posting.lines) {
    const debit = line.debit_paise ?? 0
    const credit = line.credit_paise ?? 0
    if (!wholePaise(debit) || !wholePaise(credit) || (debit === 0) === (credit === 0)) return lineDebitOrCredit()
    debits += debit
    credits += credit
  }
  return debits === credits ? null : unbalancedMessage()
}

/** The organisation's system accounts, created the first time they are needed. */
export async function systemAccountIds(tx: Tx | Db, orgId: string): Promise<Record<SystemAccount, string>> {
  const entries = Object.values(systemAccounts)
  const codes = entries.map((account) => account.code)
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.org_id, orgId), inArray(ledgerAccounts.code, codes)))
  let rows = await find()
  if (rows.length < entries.length) {
    await tx
      .insert(ledgerAccounts)
      .values(entries.map((account) => ({ ...account, org_id: orgId })))
      .onConflictDoNothing()
    rows = await find()
  }
  const byCode = new Map(rows.map((row) => [row.code, row.id]))
  const ids = Object.fromEntries(Object.entries(systemAccounts).map(([name, account]) => [name, byCode.get(account.code)]))
  return ids as Record<SystemAccount, string>
}

async function write(tx: Tx, orgId: string, posting: Posting): Promise<{ id: string; replayed: boolean }> {
  const [wallet] = await tx
    .select({ account_id: wallets.account_id, balance: wallets.balance_paise, allow_negative: wallets.allow_negative })
    .from(wallets)
    .where(and(eq(wallets.id, posting.wallet_id), eq(wallets.org_id, orgId)))
    .for('update')
  if (!wallet) throw new Refusal(fail(404, walletNotFound(), { errors: { wallet_id: [walletNotFound()] } }))
  // After the lock: a posting with this reference that committed meanwhile is seen here.
  const [earlier] = await tx
    .select({ id: wt.id })
    .from(wt)
    .where(and(eq(wt.org_id, orgId), eq(wt.reference, posting.reference)))
  if (earlier) return { id: earlier.id, replayed: true }

  const balance = wallet.balance + (posting.type === 'credit' ? posting.amount_paise : -posting.amount_paise)
  if (balance < 0 && !wallet.allow_negative) throw new Refusal(fail(409, insufficientMessage(), { errors: { amount_paise: [insufficientMessage()] } }))
  const accounts = posting.lines.some((line) => typeof line.account === 'string') ? await systemAccountIds(tx, orgId) : null
  const posted_at = posting.posted_at ?? new Date()
  const [row] = await tx
    .insert(wt)
    .values({
      org_id: orgId,
      wallet_id: posting.wallet_id,
      posted_at,
      reference: posting.reference,
      kind: posting.kind,
      type: posting.type,
      amount_paise: posting.amount_paise,
      balance_after_paise: balance,
      narration: posting.narration,
      reverses_id: posting.reverses_id ?? null,
      created_by: posting.created_by ?? null,
    })
    .returning({ id: wt.id })
  if (!row) throw new Error('insert returned nothing')
  const credit = posting.type === 'credit'
  const lines = [
    {
      account_id: wallet.account_id,
      debit_paise: credit ? 0 : posting.amount_paise,
      credit_paise: credit ? posting.amount_paise : 0,
      narration: posting.narration,
    },
  ]
  for (const line of posting.lines) {
    const account_id = typeof line.account === 'string' ? accounts?.[line.account] : line.account.id
    if (!account_id) throw new Error('unknown ledger account')
    lines.push({ account_id, debit_paise: line.debit_paise ?? 0, credit_paise: line.credit_paise ?? 0, narration: line.narration ?? posting.narration })
  }
  await tx.insert(ledgerLines).values(lines.map((line) => ({ ...line, org_id: orgId, transaction_id: row.id, posted_at })))
  await tx
    .update(wallets)
    .set({ balance_paise: balance, updated_at: sql`now()` })
    .where(eq(wallets.id, posting.wallet_id))
  return { id: row.id, replayed: false }
}

/**
 * Writes one posting (see the file's comment). `key`: the request's Idempotency-Key, claimed and answered in the
 * posting's own transaction. `recorded`: the history action when the posting is a write of its own (an adjustment);
 * a fare or refund inside a booking's write is that booking's entry. A posting that fails anywhere leaves nothing behind.
 */
export async function post(db: Db, orgId: string, posting: Posting, key?: KeyedCreate, recorded?: Recorded): Promise<Posted> {
  const problem = malformed(posting)
  if (problem) return fail(400, problem, { errors: { amount_paise: [problem] } })
  if (!isUuid(posting.wallet_id)) return fail(404, walletNotFound(), { errors: { wallet_id: [walletNotFound()] } })
  try {
    const result = await unlessRefused(() =>
      db.transaction(async (tx) => {
        await key?.claim(tx)
        const { id, replayed } = await write(tx, orgId, posting)
        const data = await readWalletTx(tx, orgId, id)
        if (!data) throw new Error('posting vanished')
        // A replayed reference wrote nothing, so it has nothing to record.
        if (recorded && !replayed) await recordPosting(tx, orgId, data, recorded)
        await key?.keep(tx, data)
        return { ok: true as const, data, replayed }
      }),
    )
    if (result.ok && !result.replayed) await statsChanged(db, orgId)
    return result
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // Two first postings of one reference on different wallets, or two reversals of one posting, at the same moment.
    if (posting.reverses_id) return fail(409, alreadyReversed())
    const [earlier] = await db
      .select({ id: wt.id })
      .from(wt)
      .where(and(eq(wt.org_id, orgId), eq(wt.reference, posting.reference)))
    const data = earlier ? await readWalletTx(db, orgId, earlier.id) : null
    return data ? { ok: true, data, replayed: true } : fail(409, referenceInUse())
  }
}

export type FareCharge = { wallet_id: string; fare_paise: number; reference: string; narration?: string; created_by?: string }

/**
 * Charges a ride fare to a customer's wallet: debits the wallet and credits ride fare revenue, in one posting.
 * Manual booking calls it with the booking's own reference (e.g. `RIDE-<booking id>`), so charging the same ride
 * twice charges it once. Refused with 409 when the wallet's balance is too low.
 */
export const chargeFare = (db: Db, orgId: string, charge: FareCharge, key?: KeyedCreate): Promise<Posted> =>
  post(
    db,
    orgId,
    {
      wallet_id: charge.wallet_id,
      type: 'debit',
      kind: 'ride_fare',
      amount_paise: charge.fare_paise,
      reference: charge.reference,
      narration: charge.narration ?? 'Ride fare',
      lines: [{ account: 'fares', credit_paise: charge.fare_paise }],
      created_by: charge.created_by,
    },
    key,
  )

/** A manual top-up (credit) or deduction (debit) of a wallet against the adjustments account, with its reason. */
export function adjustWallet(
  db: Db,
  orgId: string,
  adjustment: { wallet_id: string; type: 'credit' | 'debit'; amount_paise: number; reason: string; reference: string; created_by?: string },
  key?: KeyedCreate,
  recorded?: Recorded,
): Promise<Posted> {
  const { type, amount_paise } = adjustment
  const counter = type === 'credit' ? { debit_paise: amount_paise } : { credit_paise: amount_paise }
  return post(
    db,
    orgId,
    {
      wallet_id: adjustment.wallet_id,
      type,
      kind: 'adjustment',
      amount_paise,
      reference: adjustment.reference,
      narration: adjustment.reason,
      lines: [{ account: 'adjustments', ...counter }],
      created_by: adjustment.created_by,
    },
    key,
    recorded,
  )
}

/** Undoes a posting with a new one: the opposite wallet movement and every other line mirrored. A reversal is final. */
export async function reversePosting(
  db: Db,
  orgId: string,
  reversal: { id: string; reason: string; reference: string; created_by?: string },
  key?: KeyedCreate,
  recorded?: Recorded,
): Promise<Posted> {
  if (!isUuid(reversal.id)) return fail(404, postingNotFound(), { errors: { reverses_id: [postingNotFound()] } })
  const [original] = await db
    .select({ wallet_id: wt.wallet_id, type: wt.type, kind: wt.kind, amount: wt.amount_paise, reference: wt.reference, account_id: wallets.account_id })
    .from(wt)
    .innerJoin(wallets, eq(wallets.id, wt.wallet_id))
    .where(and(eq(wt.id, reversal.id), eq(wt.org_id, orgId)))
  if (!original) return fail(404, postingNotFound(), { errors: { reverses_id: [postingNotFound()] } })
  if (original.kind === 'reversal') return fail(409, reversalReversed())
  const [done] = await db.select({ id: wt.id }).from(wt).where(eq(wt.reverses_id, reversal.id))
  if (done) return fail(409, alreadyReversed(), { errors: { reverses_id: [alreadyReversed()] } })
  const lines = await db
    .select({ account_id: ledgerLines.account_id, debit: ledgerLines.debit_paise, credit: ledgerLines.credit_paise })
    .from(ledgerLines)
    .where(eq(ledgerLines.transaction_id, reversal.id))
  // Every line but the wallet's own (which the service writes), debit and credit swapped.
  const walletLine = lines.findIndex((line) => line.account_id === original.account_id)
  const others = lines.filter((_, index) => index !== walletLine)
  return post(
    db,
    orgId,
    {
      wallet_id: original.wallet_id,
      type: original.type === 'credit' ? 'debit' : 'credit',
      kind: 'reversal',
      amount_paise: original.amount,
      reference: reversal.reference,
      narration: `Reversal of ${original.reference}: ${reversal.reason}`,
      lines: others.map((line) => ({ account: { id: line.account_id }, debit_paise: line.credit, credit_paise: line.debit })),
      reverses_id: reversal.id,
      created_by: reversal.created_by,
    },
    key,
    recorded,
  )
}
