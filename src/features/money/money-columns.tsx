import { businessZone } from '../../contract/business-time'
import type { LedgerLine, WalletTransaction } from '../../contract/money'
import { ledgerLabels, walletTxLabels } from '../../contract/money-list'
import { formatAmount } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { Amount, Balance } from '../../ui/money'
import '../../ui/list/cells.css'

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: businessZone,
})
const when = (iso: string) => dateTime.format(new Date(iso))

const kindNames: Record<WalletTransaction['kind'], string> = {
  opening: 'Opening balance',
  top_up: 'Top-up',
  ride_fare: 'Ride fare',
  refund: 'Refund',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
}

export const walletTxColumns: Column<WalletTransaction>[] = [
  {
    key: 'reference',
    header: walletTxLabels.reference,
    sortKey: 'reference',
    primary: true,
    render: (row) => <span className="code-link">{row.reference}</span>,
  },
  { key: 'posted_at', header: walletTxLabels.posted_at, sortKey: 'posted_at', card: 'meta', render: (row) => when(row.posted_at) },
  { key: 'wallet', header: walletTxLabels.wallet_name, card: 'meta', render: (row) => row.wallet_name },
  { key: 'kind', header: walletTxLabels.kind, render: (row) => kindNames[row.kind] },
  {
    key: 'amount',
    header: walletTxLabels.amount_paise,
    sortKey: 'amount_paise',
    align: 'end',
    render: (row) => <Amount paise={row.amount_paise} side={row.type} />,
  },
  {
    key: 'balance',
    header: walletTxLabels.balance_after_paise,
    align: 'end',
    render: (row) => <span className="money">{formatAmount(row.balance_after_paise)}</span>,
  },
  { key: 'status', header: walletTxLabels.status, render: (row) => (row.status === 'reversed' ? 'Reversed' : 'Posted') },
]

export const ledgerColumns: Column<LedgerLine>[] = [
  { key: 'reference', header: ledgerLabels.reference, primary: true, render: (row) => <span className="code-link">{row.reference}</span> },
  { key: 'posted_at', header: ledgerLabels.posted_at, sortKey: 'posted_at', card: 'meta', render: (row) => when(row.posted_at) },
  { key: 'account', header: ledgerLabels.account_name, card: 'meta', render: (row) => `${row.account_code} · ${row.account_name}` },
  { key: 'narration', header: ledgerLabels.narration, render: (row) => row.narration },
  { key: 'debit', header: ledgerLabels.debit_paise, align: 'end', render: (row) => (row.debit_paise ? <Amount paise={row.debit_paise} side="debit" /> : '') },
  {
    key: 'credit',
    header: ledgerLabels.credit_paise,
    align: 'end',
    render: (row) => (row.credit_paise ? <Amount paise={row.credit_paise} side="credit" /> : ''),
  },
  { key: 'running', header: ledgerLabels.running_balance_paise, align: 'end', render: (row) => <Balance paise={row.running_balance_paise} /> },
]
