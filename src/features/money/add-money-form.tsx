import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { indiaDay } from '../../contract/business-time'
import type { WalletTransaction } from '../../contract/money'
import { paymentLinkBody, paymentMethodLabels, paymentMethods, topUpBody, type PaymentMethod, type TopUpBody } from '../../contract/money/top-ups'
import * as m from '../../paraglide/m/money'
import { amountInWords } from '../../lib/amount-in-words'
import { useOnline } from '../../lib/connectivity'
import { rupeesToPaise } from '../../lib/money'
import { Button } from '../../ui/button'
import { choice, formFields, text, validateWith } from '../../ui/form/codecs'
import { FormFrame } from '../../ui/form/resource-form'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { WriteNotices } from '../../ui/write-notices'
import { createPaymentLink, moneyKeys, paymentOptionsQuery, recordTopUp } from './api'

const addMoneyFields = formFields({
  method: choice<PaymentMethod>('upi'),
  amount_paise: text,
  payment_reference: text,
  received_on: text,
  updated_at: text,
})
type AddMoneyValues = ReturnType<typeof addMoneyFields.empty>

const moneyCache = {
  keys: { lists: () => moneyKeys.all, detail: (id: string) => [...moneyKeys.all, 'top-up', id] },
  rowId: (row: WalletTransaction) => row.wallet_transaction_id,
}

/** Sent as typed: an amount that is no number stays out, and the contract says so. */
const bodyOf = (values: AddMoneyValues): Omit<TopUpBody, 'amount_paise'> & { amount_paise?: number } => ({
  method: values.method,
  amount_paise: rupeesToPaise(values.amount_paise) ?? undefined,
  payment_reference: values.payment_reference,
  received_on: values.received_on,
})

/**
 * "Add money" (docs/areas/money.md#add-money): a payment received into the organisation wallet, by UPI, NEFT/IMPS,
 * cheque or cash, with its reference and day, recorded as a top-up. When the server has a payment gateway, the same
 * amount can be paid by link instead: the link opens, and the wallet is credited when the payment arrives.
 */
export function AddMoneyForm({ onDone }: { onDone: () => void }) {
  const id = useId()
  const online = useOnline()
  const state = useResourceForm<AddMoneyValues, WalletTransaction>({
    draftKey: 'top-up:new',
    empty: { ...addMoneyFields.empty(), received_on: indiaDay() },
    validate: validateWith(topUpBody, bodyOf),
    create: (values, key) => recordTopUp(bodyOf(values) as TopUpBody, key).then(({ message }) => ({ message })),
    cache: moneyCache,
    errors: { fallback: m.addMoneyFailed() },
    onSaved: onDone,
  })
  const { form } = state
  const methodOptions = paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }))
  return (
    <section className="panel adjustment" aria-labelledby={`${id}-title`}>
      <header className="panel-header">
        <h2 className="panel-title" id={`${id}-title`}>
          {m.addMoney()}
        </h2>
        <p className="muted">{m.addMoneyText()}</p>
      </header>
      <FormFrame state={state} className="form-body adjustment-fields">
        <form.AppField name="amount_paise">
          {(field) => (
            <>
              <field.TextField label={m.amountRupees()} inputMode="decimal" required />
              <AmountWords rupees={field.state.value} />
            </>
          )}
        </form.AppField>
        <form.AppField name="method">{(field) => <field.SelectField label={m.paymentMethod()} options={methodOptions} required />}</form.AppField>
        <form.AppField name="payment_reference">{(field) => <field.TextField label={m.paymentReference()} maxLength={40} required />}</form.AppField>
        <form.AppField name="received_on">{(field) => <field.TextField label={m.receivedOn()} type="date" max={indiaDay()} required />}</form.AppField>
        <ServerErrorAlert />
        <div className="form-footer">
          <Button
            variant="secondary"
            onClick={() => {
              state.discard()
              onDone()
            }}
          >
            {m.cancel()}
          </Button>
          <Button type="submit">{m.addMoney()}</Button>
        </div>
      </FormFrame>
      <form.Subscribe selector={(values) => values.values.amount_paise}>{(amount) => <PayByLink rupees={amount} />}</form.Subscribe>
      <WriteNotices online={online} mayChange offlineNext={m.offlineNothing()} />
    </section>
  )
}

/** The amount typed, in words, so a slip of a zero shows before it is sent. */
function AmountWords({ rupees }: { rupees: string }) {
  const paise = rupeesToPaise(rupees)
  if (!paise) return null
  return (
    <p className="muted money-confirm-words" data-testid="amount-in-words">
      {amountInWords(paise)}
    </p>
  )
}

/** Pay by link, when the server has a gateway: a link for the amount typed above, opened in a new tab. */
function PayByLink({ rupees }: { rupees: string }) {
  const options = useQuery(paymentOptionsQuery())
  const [problem, setProblem] = useState<string | null>(null)
  const link = useMutation({
    mutationFn: (amount_paise: number) => createPaymentLink({ amount_paise }).then((body) => body.data),
    onError: (error) => setProblem(error.message || m.paymentLinkFailed()),
    onSuccess: () => setProblem(null),
  })
  if (!options.data?.pay_by_link) return null
  const create = () => {
    const checked = v.safeParse(paymentLinkBody, { amount_paise: rupeesToPaise(rupees) ?? undefined })
    if (!checked.success) return setProblem(checked.issues[0].message)
    link.mutate(checked.output.amount_paise)
  }
  return (
    <div className="form-body pay-by-link">
      <h3 className="panel-title">{m.payByLink()}</h3>
      <p className="muted">{m.payByLinkText()}</p>
      {link.data ? (
        <p role="status">
          <a className="btn btn-primary" href={link.data.short_url} target="_blank" rel="noopener noreferrer">
            {m.openPaymentLink()}
          </a>{' '}
          <span className="muted">{m.paymentLinkWaiting()}</span>
        </p>
      ) : (
        <Button variant="secondary" onClick={create} loading={link.isPending}>
          {m.createPaymentLink()}
        </Button>
      )}
      {problem && (
        <p className="form-alert" data-tone="danger" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
