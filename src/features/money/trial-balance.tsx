import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as m from '../../paraglide/m/money'
import { errorText } from '../../lib/api-error'
import { formatAmount } from '../../lib/money'
import { Amount } from '../../ui/money'
import { indiaToday, trialBalanceQuery } from './api'
import './trial-balance.css'

const titleId = 'trial-balance-title'

/** Above the ledger's many pages, the way to the trial balance under them: it scrolls there and starts reading at its title. */
export function TrialBalanceLink() {
  return (
    <a
      href={`#${titleId}`}
      className="btn btn-secondary"
      onClick={(event) => {
        event.preventDefault()
        const title = document.getElementById(titleId)
        title?.scrollIntoView({ block: 'start' })
        title?.focus({ preventScroll: true })
      }}
    >
      {m.trialBalance()}
    </a>
  )
}

/** Every account's debit and credit totals up to the end of a chosen day; overall they must be equal. */
export function TrialBalance() {
  const id = useId()
  const [on, setOn] = useState(indiaToday)
  const balance = useQuery(trialBalanceQuery(on))
  const data = balance.data
  return (
    <section className="panel trial-balance" aria-labelledby={titleId}>
      <header className="panel-header panel-header-wrap">
        <h2 className="panel-title" id={titleId} tabIndex={-1}>
          {m.trialBalance()}
        </h2>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-on`}>
            {m.asOn()}
          </label>
          <input className="input" type="date" id={`${id}-on`} value={on} onChange={(event) => event.target.value && setOn(event.target.value)} />
        </div>
      </header>
      {balance.isError && !data && <p className="form-alert">{errorText(balance.error, m.fetchLedgerFailed())}</p>}
      {data && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label={m.trialBalanceAccounts()}>
          <table className="data-table">
            <caption className="visually-hidden">{m.trialBalanceAsOn({ day: data.on })}</caption>
            <thead>
              <tr>
                <th scope="col">{m.labelAccount()}</th>
                <th scope="col" data-align="end">
                  {m.labelDebit()}
                </th>
                <th scope="col" data-align="end">
                  {m.labelCredit()}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((account) => (
                <tr key={account.account_id}>
                  <td>
                    {account.code} · {account.name}
                  </td>
                  <td data-align="end">{account.debits_paise ? <Amount paise={account.debits_paise} side="debit" /> : ''}</td>
                  <td data-align="end">{account.credits_paise ? <Amount paise={account.credits_paise} side="credit" /> : ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td>
                  <strong>{data.balanced ? m.totalBalanced() : m.totalNotBalanced()}</strong>
                </td>
                <td data-align="end">
                  <Amount paise={data.debits_paise} side="debit" />
                </td>
                <td data-align="end">
                  <Amount paise={data.credits_paise} side="credit" />
                </td>
              </tr>
            </tfoot>
          </table>
          {!data.balanced && <p className="form-alert">{m.differBy({ amount: formatAmount(Math.abs(data.debits_paise - data.credits_paise)) })}</p>}
        </div>
      )}
    </section>
  )
}
