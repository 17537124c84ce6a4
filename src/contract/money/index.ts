import * as v from 'valibot'
import { messages, pagination, requiredText } from '../common'
import { dateOf, paiseOf, uuidOf } from '../lists'
import { ledgerLabels, walletTxKinds, walletTxLabels, walletTxStatuses, walletTxTypes } from './list'
import * as m from '../../paraglide/m/money'
import { csvRupees } from '../vocabulary'
import type { CsvSpec, Labels } from '../vocabulary'

export { ledgerListQuery, walletTxListQuery, type LedgerListParams, type LedgerListQuery, type WalletTxListParams, type WalletTxListQuery } from './list'

/**
 * Financials (docs/areas/money.md#api): wallet transactions and the double-entry ledger behind them. Every amount is integer
 * paise. A posting is one wallet transaction and its ledger lines, whose debits equal their credits.
 */

export const walletTransactionSchema = v.object({
  wallet_transaction_id: v.string(),
  wallet_id: v.string(),
  wallet_name: v.string(),
  posted_at: v.string(),
  reference: v.string(),
  kind: v.picklist(walletTxKinds),
  type: v.picklist(walletTxTypes),
  amount_paise: v.number(),
  balance_after_paise: v.number(),
  status: v.picklist(walletTxStatuses),
  narration: v.string(),
  /** The posting this one reverses, for a reversal. */
  reverses_id: v.nullable(v.string()),
})
export type WalletTransaction = v.InferOutput<typeof walletTransactionSchema>
// Its labels (in money-list.ts, which the list's URL loads without this file) cover every field but these.
walletTxLabels satisfies Labels<Exclude<keyof WalletTransaction, 'wallet_transaction_id' | 'wallet_id' | 'reverses_id'>>

/** Credits, debits and their net (credits - debits) of every row the filter matches, not only the page. */
export const walletTotals = v.object({ credits_paise: v.number(), debits_paise: v.number(), net_paise: v.number(), count: v.number() })
export type WalletTotals = v.InferOutput<typeof walletTotals>

export const walletTxListResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.array(walletTransactionSchema),
  pagination,
  totals: walletTotals,
})
export type WalletTxListResponse = v.InferOutput<typeof walletTxListResponse>

export const ledgerLineSchema = v.object({
  line_id: v.number(),
  wallet_transaction_id: v.string(),
  posted_at: v.string(),
  account_id: v.string(),
  account_code: v.string(),
  account_name: v.string(),
  reference: v.string(),
  narration: v.string(),
  debit_paise: v.number(),
  credit_paise: v.number(),
  /** Debits minus credits of the filter's lines up to and including this one, from the opening balance. */
  running_balance_paise: v.number(),
})
export type LedgerLine = v.InferOutput<typeof ledgerLineSchema>
// Its labels (in money-list.ts, which the list's URL loads without this file) cover every field but these.
ledgerLabels satisfies Labels<Exclude<keyof LedgerLine, 'line_id' | 'account_id' | 'account_code' | 'wallet_transaction_id'>>

/** Balances are debits minus credits: a negative balance is a credit balance. */
export const ledgerSummary = v.object({
  opening_balance_paise: v.number(),
  debits_paise: v.number(),
  credits_paise: v.number(),
  closing_balance_paise: v.number(),
})
export type LedgerSummary = v.InferOutput<typeof ledgerSummary>

export const ledgerListResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.array(ledgerLineSchema),
  pagination,
  totals: ledgerSummary,
})
export type LedgerListResponse = v.InferOutput<typeof ledgerListResponse>

export const accountTypes = ['asset', 'liability', 'equity', 'income', 'expense'] as const
const ledgerAccountSchema = v.object({
  account_id: v.string(),
  code: v.string(),
  name: v.string(),
  type: v.picklist(accountTypes),
  debits_paise: v.number(),
  credits_paise: v.number(),
})
export type LedgerAccount = v.InferOutput<typeof ledgerAccountSchema>

/** The balance of the filter's wallets at the end of each day of the range (for the plot). */
export const balanceSeriesResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.array(v.object({ day: v.string(), balance_paise: v.number() })),
})

export const trialBalanceQuery = v.object({ on: v.optional(dateOf(messages.invalid)) })
export const trialBalanceResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({
    on: v.string(),
    accounts: v.array(ledgerAccountSchema),
    debits_paise: v.number(),
    credits_paise: v.number(),
    balanced: v.boolean(),
  }),
})
export type TrialBalance = v.InferOutput<typeof trialBalanceResponse>['data']

export const walletSchema = v.object({ wallet_id: v.string(), name: v.string(), balance_paise: v.number(), allow_negative: v.boolean() })
export type Wallet = v.InferOutput<typeof walletSchema>
export const walletsResponse = v.object({ status: v.boolean(), message: v.string(), data: v.array(walletSchema) })

/**
 * A manual adjustment: a top-up (or deduction) of a wallet with a reason, or the reversal of an earlier posting.
 * Either way it is a new posting; nothing is edited.
 */
const adjustmentActions = ['top_up', 'deduction', 'reversal'] as const
export const adjustmentBody = v.pipe(
  v.object({
    action: v.picklist(adjustmentActions, () => m.chooseWhatToRecord()),
    wallet_id: v.optional(uuidOf(() => m.chooseWallet())),
    reverses_id: v.optional(uuidOf(() => m.choosePosting())),
    amount_paise: v.optional(
      v.pipe(
        paiseOf(() => m.enterAmount()),
        v.minValue(1, () => m.amountAboveZero()),
      ),
    ),
    reason: v.pipe(
      requiredText(() => m.enterReason()),
      v.maxLength(200, () => m.reasonTooLong()),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['action'], ['wallet_id']],
      (input) => input.action === 'reversal' || input.wallet_id !== undefined,
      () => m.chooseWallet(),
    ),
    ['wallet_id'],
  ),
  v.forward(
    v.partialCheck(
      [['action'], ['amount_paise']],
      (input) => input.action === 'reversal' || input.amount_paise !== undefined,
      () => m.enterAmount(),
    ),
    ['amount_paise'],
  ),
  v.forward(
    v.partialCheck(
      [['action'], ['reverses_id']],
      (input) => input.action !== 'reversal' || input.reverses_id !== undefined,
      () => m.choosePosting(),
    ),
    ['reverses_id'],
  ),
)
export type AdjustmentBody = v.InferInput<typeof adjustmentBody>
export const walletTxDetailResponse = v.object({ status: v.boolean(), message: v.string(), data: walletTransactionSchema })
export const adjustmentSavedResponse = v.object({ status: v.boolean(), message: v.string(), data: v.optional(walletTransactionSchema) })

export const walletTxCsv: CsvSpec<WalletTransaction> = {
  filename: 'wallet-transactions',
  // A getter: the headers in the language of the moment (each export's request).
  get columns(): CsvSpec<WalletTransaction>['columns'] {
    return [
      [walletTxLabels.posted_at, (row) => row.posted_at],
      [walletTxLabels.wallet_name, (row) => row.wallet_name],
      [walletTxLabels.reference, (row) => row.reference],
      [walletTxLabels.kind, (row) => row.kind],
      [walletTxLabels.type, (row) => row.type],
      [m.csvAmountInr(), (row) => csvRupees(row.amount_paise)],
      [m.csvBalanceAfterInr(), (row) => csvRupees(row.balance_after_paise)],
      [walletTxLabels.status, (row) => row.status],
      [walletTxLabels.narration, (row) => row.narration],
    ]
  },
}

export const ledgerCsv: CsvSpec<LedgerLine> = {
  filename: 'ledger',
  // A getter: the headers in the language of the moment (each export's request).
  get columns(): CsvSpec<LedgerLine>['columns'] {
    return [
      [ledgerLabels.posted_at, (row) => row.posted_at],
      [m.csvAccountCode(), (row) => row.account_code],
      [ledgerLabels.account_name, (row) => row.account_name],
      [ledgerLabels.reference, (row) => row.reference],
      [ledgerLabels.narration, (row) => row.narration],
      [m.csvDebitInr(), (row) => csvRupees(row.debit_paise)],
      [m.csvCreditInr(), (row) => csvRupees(row.credit_paise)],
      [m.csvBalanceInr(), (row) => csvRupees(row.running_balance_paise)],
    ]
  },
}

/** The plot's range: both days India days; the server defaults to the 30 days ending today and caps it at 400. */
export const balanceSeriesQuery = v.object({
  from: v.optional(dateOf(messages.invalid)),
  to: v.optional(dateOf(messages.invalid)),
  wallet_id: v.optional(uuidOf(messages.invalid)),
})

/** The financials API (docs/areas/money.md#api), spelled once. */
export const moneyPaths = {
  walletTransactions: '/api/financials/wallet-payments',
  ledger: '/api/financials/ledger-entries',
  trialBalance: '/api/financials/trial-balance',
  wallets: '/api/financials/wallets',
  walletBalance: '/api/financials/wallet-balance',
  adjustments: '/api/financials/adjustments',
} as const
