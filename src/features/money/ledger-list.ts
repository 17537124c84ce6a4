import * as m from '../../paraglide/m/money'
import { ledgerLabels, ledgerListQuery } from '../../contract/money/list'
import { defineList } from '../../ui/list/define-list'
import { dateRangeFilter, idFilter, optionsFrom } from '../../ui/list/filters'
import { indiaToday, trialBalanceQuery } from './api'

/** /financials/ledger?account_id=…&from=…&to=…: oldest first, so the running balance reads down the page. */
export const ledgerList = defineList({
  texts: {
    title: m.ledger,
    description: m.ledgerDescription,
    search: m.searchReference,
    noun: [m.nounLine, m.nounLines],
    empty: [m.ledgerEmptyTitle, m.ledgerEmptyText],
    csv: 'ledger.csv',
    failed: m.fetchLedgerFailed,
  },
  query: ledgerListQuery,
  defaultOrdering: 'posted_at',
  filters: [
    idFilter('account_id', {
      label: ledgerLabels.account_name,
      options: optionsFrom(
        () => trialBalanceQuery(indiaToday()),
        (balance) => balance.accounts.map((account) => ({ label: `${account.code} · ${account.name}`, value: account.account_id })),
      ),
    }),
    dateRangeFilter('from', 'to', { label: ledgerLabels.posted_at }),
  ],
})
