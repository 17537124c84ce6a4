import * as v from 'valibot'
import { messages, safeText } from '../common'
import { dateOf, listQueryWith, queryId } from '../lists'
import * as m from '../../paraglide/m/money'
import { labelsFrom, type Labels } from '../vocabulary'

// What the two financial lists need at navigation (their URLs and filters), apart from the rest of the contract.

export const walletTxTypes = ['credit', 'debit'] as const
export const walletTxKinds = ['opening', 'top_up', 'ride_fare', 'refund', 'adjustment', 'reversal'] as const
/** `reversed`: a later reversing posting undid it (the row itself is never edited). */
export const walletTxStatuses = ['posted', 'reversed'] as const

/** A query-string amount in whole paise (0 to ₹1 crore). */
const queryPaise = v.pipe(safeText(), v.regex(/^\d{1,10}$/, messages.invalid), v.toNumber(), v.maxValue(1_000_000_000, messages.invalid))
const queryDate = dateOf(messages.invalid)

/** `from`/`to`: India days, both included; `min_paise`/`max_paise`: the amount range; `search`: the reference. */
export const walletTxListQuery = listQueryWith(['posted_at', 'amount_paise', 'reference'], {
  type: v.optional(v.picklist(walletTxTypes, messages.invalid)),
  status: v.optional(v.picklist(walletTxStatuses, messages.invalid)),
  wallet_id: v.optional(queryId),
  from: v.optional(queryDate),
  to: v.optional(queryDate),
  min_paise: v.optional(queryPaise),
  max_paise: v.optional(queryPaise),
})
export type WalletTxListQuery = v.InferInput<typeof walletTxListQuery>
export type WalletTxListParams = v.InferOutput<typeof walletTxListQuery>

/** The ledger reads in posting order (`posted_at`, oldest first by default); the running balance is of that order. */
export const ledgerListQuery = listQueryWith(['posted_at'], {
  account_id: v.optional(queryId),
  from: v.optional(queryDate),
  to: v.optional(queryDate),
})
export type LedgerListQuery = v.InferInput<typeof ledgerListQuery>
export type LedgerListParams = v.InferOutput<typeof ledgerListQuery>

export const walletTxLabels = labelsFrom({
  posted_at: m.labelDate,
  wallet_name: m.labelWallet,
  reference: m.labelReference,
  kind: m.labelKind,
  type: m.labelType,
  amount_paise: m.labelAmount,
  balance_after_paise: m.labelBalanceAfter,
  status: m.labelStatus,
  narration: m.labelNarration,
}) satisfies Labels<string>

export const ledgerLabels = labelsFrom({
  posted_at: m.labelDate,
  account_name: m.labelAccount,
  reference: m.labelReference,
  narration: m.labelNarration,
  debit_paise: m.labelDebit,
  credit_paise: m.labelCredit,
  running_balance_paise: m.labelBalance,
}) satisfies Labels<string>
