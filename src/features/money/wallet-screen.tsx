import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { WalletTransaction } from '../../contract/money'
import { formatAmount } from '../../lib/money'
import { Button } from '../../ui/button'
import { DataFreshness } from '../../ui/data-freshness'
import { LineChart } from '../../ui/line-chart'
import { ListView } from '../../ui/list/list-view'
import { useListSearch } from '../../ui/list/use-list-search'
import { Amount, Totals } from '../../ui/money'
import { PageHeader } from '../../ui/page-header'
import { AdjustmentForm, type AdjustmentStart } from './adjustment-form'
import { balanceQuery, walletTxPath, walletTxQuery } from './api'
import { walletTxColumns } from './money-columns'
import { walletTxList } from './wallet-list'

const title = 'Wallet transactions'

/** /financials/wallet-transactions: the filter's totals and balance plot above the list, and manual adjustments. */
export function WalletTxScreen() {
  const state = useListSearch(walletTxList)
  const list = useQuery(walletTxQuery(state.query))
  const { from, to, wallet_id } = state.query
  const balance = useQuery(balanceQuery({ from, to, wallet_id }))
  const [adjusting, setAdjusting] = useState<AdjustmentStart | null>(null)
  const totals = list.data?.totals
  const last = balance.data?.at(-1)
  const reverse = (row: WalletTransaction) =>
    row.status === 'posted' && row.kind !== 'reversal' ? (
      <Button variant="secondary" size="sm" onClick={() => setAdjusting({ action: 'reversal', posting: row })}>
        Reverse<span className="visually-hidden"> {row.reference}</span>
      </Button>
    ) : null
  const columns = [...walletTxColumns, { key: 'actions', header: 'Actions', card: false as const, render: reverse }]
  return (
    <div className="list-screen">
      <PageHeader
        title={title}
        description="Every wallet credit and debit, with the balance it left."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
        actions={
          <Button onClick={() => setAdjusting({ action: 'top_up' })} disabled={adjusting !== null}>
            Record adjustment
          </Button>
        }
      />
      {adjusting && <AdjustmentForm start={adjusting} onDone={() => setAdjusting(null)} />}
      {totals && (
        <Totals
          label="Totals of the filter"
          items={[
            { label: 'Credits', value: <Amount paise={totals.credits_paise} side="credit" /> },
            { label: 'Debits', value: <Amount paise={totals.debits_paise} side="debit" /> },
            { label: 'Net', value: <Amount paise={Math.abs(totals.net_paise)} side={totals.net_paise < 0 ? 'debit' : 'credit'} /> },
          ]}
        />
      )}
      {balance.data && balance.data.length > 0 && (
        <section className="panel">
          <header className="panel-header">
            <h2 className="panel-title">Wallet balance</h2>
          </header>
          <LineChart
            label="Wallet balance"
            points={balance.data.map((point) => ({ date: point.day, value: point.balance_paise }))}
            format={(paise) => formatAmount(Math.round(paise))}
            summary={last ? `${formatAmount(last.balance_paise)} on ${last.day}` : undefined}
          />
        </section>
      )}
      <ListView
        caption={title}
        state={state}
        filters={walletTxList.filters}
        list={list}
        columns={columns}
        rowKey={(row) => row.wallet_transaction_id}
        cardActions={reverse}
        searchPlaceholder="Search by reference"
        noun={['transaction', 'transactions']}
        csv={{ path: walletTxPath, filename: 'wallet-transactions.csv' }}
        errorFallback="Failed to fetch wallet transactions"
        empty={{ title: 'No wallet transactions yet', text: 'Top-ups, ride fares and refunds show here once they are posted.', action: null }}
      />
    </div>
  )
}
