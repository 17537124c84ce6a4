import { FullHistoryRowLink, HistoryDrawer } from '../../ui/form/history-drawer'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { Amount, Balance, Totals } from '../../ui/money'
import { ledgerPath, ledgerQuery } from './api'
import { ledgerList } from './ledger-list'
import { ledgerColumns } from './money-columns'
import { TrialBalance, TrialBalanceLink } from './trial-balance'

const ledger = { listQuery: ledgerQuery, rowId: (row: { line_id: number }) => String(row.line_id), listPath: ledgerPath }

/** /financials/ledger: an account's lines with opening, running and closing balances, and the trial balance. */
export function LedgerScreen() {
  return (
    <ResourceListScreen
      title="Ledger"
      description="Double-entry lines of every posting; pick an account to read its running balance."
      resource={ledger}
      definition={ledgerList}
      actions={<TrialBalanceLink />}
      panel={({ list }) => {
        const totals = list.data?.totals
        return (
          totals && (
            <Totals
              label="Balances of the filter"
              items={[
                { label: 'Opening balance', value: <Balance paise={totals.opening_balance_paise} /> },
                { label: 'Debits', value: <Amount paise={totals.debits_paise} side="debit" /> },
                { label: 'Credits', value: <Amount paise={totals.credits_paise} side="credit" /> },
                { label: 'Closing balance', value: <Balance paise={totals.closing_balance_paise} /> },
              ]}
            />
          )
        )
      }}
      columns={ledgerColumns}
      searchPlaceholder="Search by reference"
      noun={['line', 'lines']}
      csvName="ledger.csv"
      errorFallback="Failed to fetch ledger"
      empty={{ title: 'No ledger lines yet', text: 'Every posting writes its debit and credit lines here.', action: null }}
      // A posting is recorded as its wallet transaction (docs/history.md#the-writer).
      rowAction={(row) => <FullHistoryRowLink id={row.wallet_transaction_id} name={row.reference} />}
      after={
        <>
          <TrialBalance />
          <HistoryDrawer type="wallet_transaction" title="Posting history" />
        </>
      }
    />
  )
}
