import { walletTxLabels, walletTxListQuery } from '../../contract/money/list'
import * as m from '../../paraglide/m/money'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, idFilter, numberRangeFilter, optionsFrom, selectFilter } from '../../ui/list/filters'
import type { SearchValues } from '../../ui/list/list-search'
import { walletsQuery } from './api'

const paise = (rupees: unknown) => (rupees === undefined ? undefined : String(Math.round(Number(rupees) * 100)))

/** /financials/wallet-transactions?type=credit&from=2026-04-01&to=2026-04-30&min=100: the view lives in the URL (amounts in rupees). */
export const walletTxList = defineList({
  texts: {
    title: m.walletTransactions,
    description: m.walletDescription,
    search: m.searchReference,
    noun: [m.nounTransaction, m.nounTransactions],
    empty: [m.walletEmptyTitle, m.walletEmptyText],
    csv: 'wallet-transactions.csv',
    failed: m.fetchWalletTxFailed,
  },
  query: walletTxListQuery,
  defaultOrdering: '-posted_at',
  filters: [
    selectFilter('type', {
      label: walletTxLabels.type,
      options: [
        { label: m.typeCredit, value: 'credit' },
        { label: m.typeDebit, value: 'debit' },
      ],
    }),
    selectFilter('status', {
      label: walletTxLabels.status,
      options: [
        { label: m.statusPosted, value: 'posted' },
        { label: m.statusReversed, value: 'reversed' },
      ],
    }),
    idFilter('wallet_id', {
      label: walletTxLabels.wallet_name,
      options: optionsFrom(walletsQuery, (wallets) => wallets.map((wallet) => ({ label: wallet.name, value: wallet.wallet_id }))),
    }),
    dateRangeFilter('from', 'to', { label: walletTxLabels.posted_at }),
    numberRangeFilter('min', 'max', {
      label: m.amountRupees,
      step: 0.01,
      toQuery: (search: SearchValues) => ({ min_paise: paise(search.min), max_paise: paise(search.max) }),
    }),
  ],
})
