import * as m from '../paraglide/m/kit'
import { formatAmount } from '../lib/money'
import './styles/money.css'

/**
 * A credit or a debit, told apart by more than colour: a sign and the words Cr/Dr (जमा/नामे in Hindi, the ledger's
 * own words) beside the INR amount (right-aligned, tabular figures), the whole word in its title.
 */
export function Amount({ paise, side }: { paise: number; side: 'credit' | 'debit' }) {
  return (
    <span className="money" data-side={side}>
      <span aria-hidden="true">{side === 'credit' ? '+' : '−'}</span>
      {formatAmount(paise)}
      <abbr className="money-side" title={side === 'credit' ? m.credit() : m.debit()}>
        {side === 'credit' ? m.creditShort() : m.debitShort()}
      </abbr>
    </span>
  )
}

/** A ledger balance (debits minus credits): a positive one is a debit balance (Dr), a negative one a credit balance (Cr). */
export function Balance({ paise }: { paise: number }) {
  if (paise === 0) return <span className="money">{formatAmount(0)}</span>
  return (
    <span className="money">
      {formatAmount(Math.abs(paise))}
      <abbr className="money-side" title={paise > 0 ? m.debitBalance() : m.creditBalance()}>
        {paise > 0 ? m.debitShort() : m.creditShort()}
      </abbr>
    </span>
  )
}

/** Figures above a list (totals of its filter): label over value, wrapping on phones. */
export function Totals({ label, items }: { label: string; items: readonly { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="totals" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="totals-item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
