import * as m from '../../paraglide/m/money'
import { FullHistoryRowLink, HistoryDrawer } from '../../ui/form/history-drawer'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { Amount, Balance, Totals } from '../../ui/money'
import { ledgerPath, ledgerQuery } from './api'
import { ledgerList } from './ledger-list'
import { ledgerColumns } from './money-columns'
import { TrialBalance, TrialBalanceLink } from './trial-balance'

const ledger = { listQuery: ledgerQuery, rowId: (row: { line_id: number }) => String(row.line_id), listPath: ledgerPath }

/** /financials/ledger: an account's lines with opening, running and closing balances, and the trial balance. */
export function LedgerScreen({ search }: { search: ListRouteSearch }) {
  return (
    <ResourceListScreen
      search={search}
      resource={ledger}
      definition={ledgerList}
      emptyAction={null}
      actions={<TrialBalanceLink />}
      panel={({ list }) => {
        const totals = list.data?.totals
        return (
          totals && (
            <Totals
              label={m.balancesOfFilter()}
              items={[
                { label: m.openingBalance(), value: <Balance paise={totals.opening_balance_paise} /> },
                { label: m.debits(), value: <Amount paise={totals.debits_paise} side="debit" /> },
                { label: m.credits(), value: <Amount paise={totals.credits_paise} side="credit" /> },
                { label: m.closingBalance(), value: <Balance paise={totals.closing_balance_paise} /> },
              ]}
            />
          )
        )
      }}
      columns={ledgerColumns}
      // A posting is recorded as its wallet transaction (docs/history.md#the-writer).
      rowAction={(row) => <FullHistoryRowLink id={row.wallet_transaction_id} name={row.reference} />}
      after={
        <>
          <TrialBalance />
          <HistoryDrawer type="wallet_transaction" title={m.postingHistory()} />
        </>
      }
    />
  )
}
