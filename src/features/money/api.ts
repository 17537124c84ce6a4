import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import * as m from '../../paraglide/m/money'
import {
  adjustmentSavedResponse,
  balanceSeriesResponse,
  ledgerListResponse,
  moneyPaths,
  trialBalanceResponse,
  walletsResponse,
  walletTxListResponse,
  type AdjustmentBody,
  type LedgerListQuery,
  type WalletTxListQuery,
} from '../../contract/money'
import { indiaDay } from '../../contract/business-time'
import { paymentLinkResponse, paymentOptionsResponse, topUpPaths, topUpSavedResponse, type PaymentLinkBody, type TopUpBody } from '../../contract/money/top-ups'
import { apiRequest, type Query } from '../../lib/http'

/** docs/areas/money.md#api; the fallbacks are in docs/areas/money.md#messages. */
const toast = (fallback: string) => ({ errorToast: { fallback } })

/** Today in India (YYYY-MM-DD), the day the books are kept in. */
export const indiaToday = () => indiaDay()

export const walletTxPath = moneyPaths.walletTransactions
export const ledgerPath = moneyPaths.ledger

export const moneyKeys = {
  all: ['money'] as const,
  walletTx: (query: WalletTxListQuery) => ['money', 'wallet-tx', query] as const,
  ledger: (query: LedgerListQuery) => ['money', 'ledger', query] as const,
  trialBalance: (on: string) => ['money', 'trial-balance', on] as const,
  wallets: ['money', 'wallets'] as const,
  balance: (query: Query) => ['money', 'balance', query] as const,
}

// A list keeps the previous page on screen while the next loads.
export const walletTxQuery = (query: WalletTxListQuery) =>
  queryOptions({
    queryKey: moneyKeys.walletTx(query),
    queryFn: ({ signal }) => apiRequest(walletTxPath, { query: query as Query, schema: walletTxListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: toast(m.fetchWalletTxFailed()),
  })

export const ledgerQuery = (query: LedgerListQuery) =>
  queryOptions({
    queryKey: moneyKeys.ledger(query),
    queryFn: ({ signal }) => apiRequest(ledgerPath, { query: query as Query, schema: ledgerListResponse, signal }),
    placeholderData: keepPreviousData,
    meta: toast(m.fetchLedgerFailed()),
  })

export const trialBalanceQuery = (on: string) =>
  queryOptions({
    queryKey: moneyKeys.trialBalance(on),
    queryFn: ({ signal }) => apiRequest(moneyPaths.trialBalance, { query: { on }, schema: trialBalanceResponse, signal }).then((body) => body.data),
    meta: toast(m.fetchLedgerFailed()),
  })

export const walletsQuery = () =>
  queryOptions({
    queryKey: moneyKeys.wallets,
    queryFn: ({ signal }) => apiRequest(moneyPaths.wallets, { schema: walletsResponse, signal }).then((body) => body.data),
    meta: toast(m.fetchWalletTxFailed()),
  })

/** The plot follows the list's wallet and date range. */
export const balanceQuery = (query: { from?: string; to?: string; wallet_id?: string }) =>
  queryOptions({
    queryKey: moneyKeys.balance(query),
    queryFn: ({ signal }) => apiRequest(moneyPaths.walletBalance, { query, schema: balanceSeriesResponse, signal }).then((body) => body.data),
    meta: toast(m.fetchWalletTxFailed()),
  })

/** A manual adjustment (top-up, deduction or reversal); one Idempotency-Key per confirmed adjustment. */
export const recordAdjustment = (body: AdjustmentBody, idempotencyKey: string) =>
  apiRequest(moneyPaths.adjustments, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: adjustmentSavedResponse })

/** Whether the server can make payment links (pay by link). */
export const paymentOptionsQuery = () =>
  queryOptions({
    queryKey: [...moneyKeys.all, 'payment-options'] as const,
    queryFn: ({ signal }) => apiRequest(topUpPaths.paymentOptions, { schema: paymentOptionsResponse, signal }).then((body) => body.data),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** A payment received, as a top-up of the organisation wallet; one Idempotency-Key per sent form. */
export const recordTopUp = (body: TopUpBody, idempotencyKey: string) =>
  apiRequest(topUpPaths.topUps, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: topUpSavedResponse })

/** A payment link at the server's gateway for this amount. */
export const createPaymentLink = (body: PaymentLinkBody) => apiRequest(topUpPaths.paymentLinks, { method: 'POST', body, schema: paymentLinkResponse })
