import { useQuery } from '@tanstack/react-query'
import { DataFreshness } from '../../ui/data-freshness'
import { ListView } from '../../ui/list/list-view'
import { useListSearch } from '../../ui/list/use-list-search'
import { Amount, Balance, Totals } from '../../ui/money'
import { PageHeader } from '../../ui/page-header'
import { ledgerPath, ledgerQuery } from './api'
import { ledgerList } from './ledger-list'
import { ledgerColumns } from './money-columns'
import { TrialBalance } from './trial-balance'

const title = 'Ledger'

/** /financials/ledger: an account's lines with opening, running and closing balances, and the trial balance. */
export function LedgerScreen() {
  const state = useListSearch(ledgerList)
  const list = useQuery(ledgerQuery(state.query))
  const totals = list.data?.totals
  return (
    <div className="list-screen">
      <PageHeader
        title={title}
        description="Double-entry lines of every posting; pick an account to read its running balance."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
      />
      {totals && (
        <Totals
          label="Balances of the filter"
          items={[
            { label: 'Opening balance', value: <Balance paise={totals.opening_balance_paise} /> },
            { label: 'Debits', value: <Amount paise={totals.debits_paise} side="debit" /> },
            { label: 'Credits', value: <Amount paise={totals.credits_paise} side="credit" /> },
            { label: 'Closing balance', value: <Balance paise={totals.closing_balance_paise} /> },
          ]}
        />
      )}
      <ListView
        caption={title}
        state={state}
        filters={ledgerList.filters}
        list={list}
        columns={ledgerColumns}
        rowKey={(row) => String(row.line_id)}
        searchPlaceholder="Search by reference"
        noun={['line', 'lines']}
        csv={{ path: ledgerPath, filename: 'ledger.csv' }}
        errorFallback="Failed to fetch ledger"
        empty={{ title: 'No ledger lines yet', text: 'Every posting writes its debit and credit lines here.', action: null }}
      />
      <TrialBalance />
    </div>
  )
}
