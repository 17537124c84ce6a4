import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { WalletTransaction, WalletTxListQuery } from '../../contract/money'
import * as m from '../../paraglide/m/money'
import { formatAmount } from '../../lib/money'
import { Button } from '../../ui/button'
import { HistoryDrawer, WithFullHistory } from '../../ui/form/history-drawer'
import { LineChart } from '../../ui/line-chart'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen, type ListScreenView } from '../../ui/list/resource-list-screen'
import { Amount, Totals } from '../../ui/money'
import { AddMoneyForm } from './add-money-form'
import { AdjustmentForm, type AdjustmentStart } from './adjustment-form'
import { balanceQuery, walletTxPath, walletTxQuery } from './api'
import { walletTxColumns } from './money-columns'
import { walletTxList } from './wallet-list'

const walletTx = { listQuery: walletTxQuery, rowId: (row: WalletTransaction) => row.wallet_transaction_id, listPath: walletTxPath }
type WalletTxPage = Awaited<ReturnType<NonNullable<ReturnType<typeof walletTxQuery>['queryFn']>>>

/** The filter's totals and the balance plot of the same wallet and dates. */
function WalletFigures({ query, list }: Pick<ListScreenView<unknown, WalletTxListQuery, WalletTxPage>, 'query' | 'list'>) {
  const { from, to, wallet_id } = query
  const balance = useQuery(balanceQuery({ from, to, wallet_id }))
  const totals = list.data?.totals
  const last = balance.data?.at(-1)
  return (
    <>
      {totals && (
        <Totals
          label={m.totalsOfFilter()}
          items={[
            { label: m.credits(), value: <Amount paise={totals.credits_paise} side="credit" /> },
            { label: m.debits(), value: <Amount paise={totals.debits_paise} side="debit" /> },
            { label: m.net(), value: <Amount paise={Math.abs(totals.net_paise)} side={totals.net_paise < 0 ? 'debit' : 'credit'} /> },
          ]}
        />
      )}
      {balance.data && balance.data.length > 0 && (
        <section className="panel">
          <header className="panel-header">
            <h2 className="panel-title">{m.walletBalance()}</h2>
          </header>
          <LineChart
            label={m.walletBalance()}
            points={balance.data.map((point) => ({ date: point.day, value: point.balance_paise }))}
            format={(paise) => formatAmount(Math.round(paise))}
            summary={last ? m.balanceOn({ amount: formatAmount(last.balance_paise), day: last.day }) : undefined}
          />
        </section>
      )}
    </>
  )
}

/** /financials/wallet-transactions: the filter's totals and balance plot above the list, adding money and manual adjustments. */
export function WalletTxScreen({ search }: { search: ListRouteSearch }) {
  const [adjusting, setAdjusting] = useState<AdjustmentStart | null>(null)
  // The Get started card's "Add money" opens the form at once (?add=money).
  const [adding, setAdding] = useState(() => search.add === 'money')
  // Each posting's entries (its adjustment's, docs/history.md#on-screen) open in a drawer over the list.
  const actions = (row: WalletTransaction) => (
    <WithFullHistory id={row.wallet_transaction_id} name={row.reference}>
      {row.status === 'posted' && row.kind !== 'reversal' && (
        <Button variant="secondary" size="sm" onClick={() => setAdjusting({ action: 'reversal', posting: row })}>
          {m.reverse()}
          <span className="visually-hidden"> {row.reference}</span>
        </Button>
      )}
    </WithFullHistory>
  )
  return (
    <ResourceListScreen
      search={search}
      actions={
        <>
          <Button onClick={() => setAdding(true)} disabled={adding}>
            {m.addMoney()}
          </Button>
          <Button variant="secondary" onClick={() => setAdjusting({ action: 'top_up' })} disabled={adjusting !== null}>
            {m.recordAdjustment()}
          </Button>
        </>
      }
      resource={walletTx}
      definition={walletTxList}
      emptyAction={null}
      panel={({ query, list }) => (
        <>
          {adding && <AddMoneyForm onDone={() => setAdding(false)} />}
          {adjusting && (
            <AdjustmentForm
              key={adjusting.action === 'reversal' ? adjusting.posting.wallet_transaction_id : 'new'}
              start={adjusting}
              onDone={() => setAdjusting(null)}
            />
          )}
          <WalletFigures query={query} list={list} />
        </>
      )}
      columns={walletTxColumns}
      rowAction={actions}
      after={<HistoryDrawer type="wallet_transaction" title={m.transactionHistory()} />}
    />
  )
}
