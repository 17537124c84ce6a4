import type { LedgerLine, WalletTransaction } from '../../contract/money'
import { businessZone } from '../../contract/business-time'
import { inLocale } from '../../contract/i18n/formats'
import * as m from '../../contract/i18n/m/money'
import { ledgerLabels, walletTxLabels } from '../../contract/money-list'
import { formatAmount } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { Amount, Balance } from '../../ui/money'
import '../../ui/list/cells.css'

// In India's time, in the language of the page (en-IN or hi-IN).
const dateTime = inLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: businessZone }),
)
const when = (iso: string) => dateTime().format(new Date(iso))

const kindNames: Record<WalletTransaction['kind'], string> = {
  get opening() {
    return m.kindOpening()
  },
  get top_up() {
    return m.kindTopUp()
  },
  get ride_fare() {
    return m.kindRideFare()
  },
  get refund() {
    return m.kindRefund()
  },
  get adjustment() {
    return m.kindAdjustment()
  },
  get reversal() {
    return m.kindReversal()
  },
}

export const walletTxColumns: Column<WalletTransaction>[] = [
  {
    key: 'reference',
    get header() {
      return walletTxLabels.reference
    },
    sortKey: 'reference',
    primary: true,
    render: (row) => <span className="code-link">{row.reference}</span>,
  },
  {
    key: 'posted_at',
    get header() {
      return walletTxLabels.posted_at
    },
    sortKey: 'posted_at',
    card: 'meta',
    render: (row) => when(row.posted_at),
  },
  {
    key: 'wallet',
    get header() {
      return walletTxLabels.wallet_name
    },
    card: 'meta',
    render: (row) => row.wallet_name,
  },
  {
    key: 'kind',
    get header() {
      return walletTxLabels.kind
    },
    render: (row) => kindNames[row.kind],
  },
  {
    key: 'amount',
    get header() {
      return walletTxLabels.amount_paise
    },
    sortKey: 'amount_paise',
    align: 'end',
    render: (row) => <Amount paise={row.amount_paise} side={row.type} />,
  },
  {
    key: 'balance',
    get header() {
      return walletTxLabels.balance_after_paise
    },
    align: 'end',
    render: (row) => <span className="money">{formatAmount(row.balance_after_paise)}</span>,
  },
  {
    key: 'status',
    get header() {
      return walletTxLabels.status
    },
    render: (row) => (row.status === 'reversed' ? m.statusReversed() : m.statusPosted()),
  },
]

export const ledgerColumns: Column<LedgerLine>[] = [
  {
    key: 'reference',
    get header() {
      return ledgerLabels.reference
    },
    primary: true,
    render: (row) => <span className="code-link">{row.reference}</span>,
  },
  {
    key: 'posted_at',
    get header() {
      return ledgerLabels.posted_at
    },
    sortKey: 'posted_at',
    card: 'meta',
    render: (row) => when(row.posted_at),
  },
  {
    key: 'account',
    get header() {
      return ledgerLabels.account_name
    },
    card: 'meta',
    render: (row) => `${row.account_code} · ${row.account_name}`,
  },
  {
    key: 'narration',
    get header() {
      return ledgerLabels.narration
    },
    render: (row) => row.narration,
  },
  {
    key: 'debit',
    get header() {
      return ledgerLabels.debit_paise
    },
    align: 'end',
    render: (row) => (row.debit_paise ? <Amount paise={row.debit_paise} side="debit" /> : ''),
  },
  {
    key: 'credit',
    get header() {
      return ledgerLabels.credit_paise
    },
    align: 'end',
    render: (row) => (row.credit_paise ? <Amount paise={row.credit_paise} side="credit" /> : ''),
  },
  {
    key: 'running',
    get header() {
      return ledgerLabels.running_balance_paise
    },
    align: 'end',
    render: (row) => <Balance paise={row.running_balance_paise} />,
  },
]
