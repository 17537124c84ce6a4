import { labelsFrom, textsOf } from '../../contract/vocabulary'
import type { LedgerLine, WalletTransaction } from '../../contract/money'
import { businessZone } from '../../contract/business-time'
import { inLocale } from '../../contract/i18n/formats'
import * as m from '../../paraglide/m/money'
import { ledgerLabels, walletTxLabels } from '../../contract/money/list'
import { formatAmount } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { Amount, Balance } from '../../ui/money'
import '../../ui/list/cells.css'

const ledgerHeaders = textsOf(ledgerLabels)
const walletTxHeaders = textsOf(walletTxLabels)

// In India's time, in the language of the page (en-IN or hi-IN).
const dateTime = inLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: businessZone }),
)
const when = (iso: string) => dateTime().format(new Date(iso))

const kindNames: Record<WalletTransaction['kind'], string> = labelsFrom({
  opening: m.kindOpening,
  top_up: m.kindTopUp,
  ride_fare: m.kindRideFare,
  refund: m.kindRefund,
  adjustment: m.kindAdjustment,
  reversal: m.kindReversal,
})

export const walletTxColumns: Column<WalletTransaction>[] = [
  {
    key: 'reference',
    header: walletTxHeaders.reference,
    sortKey: 'reference',
    primary: true,
    render: (row) => <span className="code-link">{row.reference}</span>,
  },
  {
    key: 'posted_at',
    header: walletTxHeaders.posted_at,
    sortKey: 'posted_at',
    card: 'meta',
    render: (row) => when(row.posted_at),
  },
  {
    key: 'wallet',
    header: walletTxHeaders.wallet_name,
    card: 'meta',
    render: (row) => row.wallet_name,
  },
  {
    key: 'kind',
    header: walletTxHeaders.kind,
    render: (row) => kindNames[row.kind],
  },
  {
    key: 'amount',
    header: walletTxHeaders.amount_paise,
    sortKey: 'amount_paise',
    align: 'end',
    render: (row) => <Amount paise={row.amount_paise} side={row.type} />,
  },
  {
    key: 'balance',
    header: walletTxHeaders.balance_after_paise,
    align: 'end',
    render: (row) => <span className="money">{formatAmount(row.balance_after_paise)}</span>,
  },
  {
    key: 'status',
    header: walletTxHeaders.status,
    render: (row) => (row.status === 'reversed' ? m.statusReversed() : m.statusPosted()),
  },
]

export const ledgerColumns: Column<LedgerLine>[] = [
  {
    key: 'reference',
    header: ledgerHeaders.reference,
    primary: true,
    render: (row) => <span className="code-link">{row.reference}</span>,
  },
  {
    key: 'posted_at',
    header: ledgerHeaders.posted_at,
    sortKey: 'posted_at',
    card: 'meta',
    render: (row) => when(row.posted_at),
  },
  {
    key: 'account',
    header: ledgerHeaders.account_name,
    card: 'meta',
    render: (row) => `${row.account_code} · ${row.account_name}`,
  },
  {
    key: 'narration',
    header: ledgerHeaders.narration,
    render: (row) => row.narration,
  },
  {
    key: 'debit',
    header: ledgerHeaders.debit_paise,
    align: 'end',
    render: (row) => (row.debit_paise ? <Amount paise={row.debit_paise} side="debit" /> : ''),
  },
  {
    key: 'credit',
    header: ledgerHeaders.credit_paise,
    align: 'end',
    render: (row) => (row.credit_paise ? <Amount paise={row.credit_paise} side="credit" /> : ''),
  },
  {
    key: 'running',
    header: ledgerHeaders.running_balance_paise,
    align: 'end',
    render: (row) => <Balance paise={row.running_balance_paise} />,
  },
]
