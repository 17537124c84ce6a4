import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef } from 'react'
import { adjustmentBody, type AdjustmentBody, type WalletTransaction } from '../../contract/money'
import * as m from '../../paraglide/m/money'
import { walletTxLabels } from '../../contract/money/list'
import { amountInWords } from '../../lib/amount-in-words'
import { useOnline } from '../../lib/connectivity'
import { formatAmount, rupeesToPaise } from '../../lib/money'
import { Button } from '../../ui/button'
import { choice, formFields, text, validateWith } from '../../ui/form/codecs'
import { FormFrame } from '../../ui/form/resource-form'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useReviewedForm } from '../../ui/form/use-resource-form'
import { WriteNotices } from '../../ui/write-notices'
import { moneyKeys, recordAdjustment, walletsQuery } from './api'

export type AdjustmentStart = { action: 'top_up' } | { action: 'reversal'; posting: WalletTransaction }

const actionOptions = () => [
  { value: 'top_up', label: m.actionTopUp() },
  { value: 'deduction', label: m.actionDeduct() },
]

/** The amount as typed in rupees; the body carries paise. */
const adjustmentFields = formFields({ action: choice<'top_up' | 'deduction'>('top_up'), wallet_id: text, amount_paise: text, reason: text, updated_at: text })
type AdjustmentValues = ReturnType<typeof adjustmentFields.empty>

// Every money figure may move: the lists, their totals, the balances and the trial balance.
const moneyCache = {
  keys: { lists: () => moneyKeys.all, detail: (id: string) => [...moneyKeys.all, 'adjustment', id] },
  rowId: (row: WalletTransaction) => row.wallet_transaction_id,
}

/**
 * A manual adjustment: a top-up or deduction with its reason, or the reversal of a posting. The form kit checks it
 * with the contract, keeps it as a draft and asks before leaving it; a review step shows the amount in words before
 * anything is sent, and a retried confirm keeps its Idempotency-Key, so it lands once. Blocked offline, saying why.
 */
export function AdjustmentForm({ start, onDone }: { start: AdjustmentStart; onDone: () => void }) {
  const id = useId()
  const online = useOnline()
  const wallets = useQuery(walletsQuery())
  const posting = start.action === 'reversal' ? start.posting : undefined
  const bodyOf = (values: AdjustmentValues): AdjustmentBody =>
    posting
      ? { action: 'reversal', reverses_id: posting.wallet_transaction_id, reason: values.reason }
      : {
          action: values.action,
          wallet_id: values.wallet_id || undefined,
          amount_paise: rupeesToPaise(values.amount_paise) ?? undefined,
          reason: values.reason,
        }
  const state = useReviewedForm<AdjustmentValues, WalletTransaction>({
    draftKey: posting ? `adjustment:reversal:${posting.wallet_transaction_id}` : 'adjustment:new',
    empty: adjustmentFields.empty(),
    validate: validateWith(adjustmentBody, bodyOf),
    create: (values, key) => recordAdjustment(bodyOf(values), key).then(({ message }) => ({ message })),
    cache: moneyCache,
    errors: { fallback: m.recordFailed() },
    onSaved: onDone,
  })
  const { form, review } = state
  const confirming = review.values && bodyOf(review.values)
  const walletName = (walletId: string | undefined) => wallets.data?.find((wallet) => wallet.wallet_id === walletId)?.name ?? ''
  const walletOptions = (wallets.data ?? []).map((wallet) => ({
    value: wallet.wallet_id,
    label: m.walletOption({ name: wallet.name, balance: formatAmount(wallet.balance_paise) }),
  }))
  const amount = confirming ? (posting ? posting.amount_paise : (confirming.amount_paise ?? 0)) : 0
  const { panelRef, reviewRef } = useStepFocus(Boolean(confirming))

  return (
    <section className="panel adjustment" aria-labelledby={`${id}-title`} ref={panelRef}>
      <header className="panel-header">
        <h2 className="panel-title" id={`${id}-title`}>
          {posting ? m.reverseTitle({ reference: posting.reference }) : m.recordAdjustment()}
        </h2>
      </header>
      <FormFrame state={state} className="form-body adjustment-fields">
        {confirming ? (
          <div className="form-body adjustment-confirm" role="group" aria-label={m.confirmAdjustment()} tabIndex={-1} ref={reviewRef}>
            <p>
              {posting
                ? (posting.type === 'credit' ? m.confirmReverseTakeBack : m.confirmReverseGiveBack)({
                    reference: posting.reference,
                    wallet: posting.wallet_name,
                    amount: formatAmount(amount),
                  })
                : (confirming.action === 'top_up' ? m.confirmTopUp : m.confirmDeduct)({
                    wallet: walletName(confirming.wallet_id),
                    amount: formatAmount(amount),
                  })}
            </p>
            <p className="money-confirm-words" data-testid="amount-in-words">
              {amountInWords(amount)}
            </p>
            <p className="muted">{m.reasonIs({ reason: confirming.reason })}</p>
            <div className="form-footer">
              <Button variant="secondary" onClick={review.back} disabled={review.sending}>
                {m.back()}
              </Button>
              <Button onClick={() => void review.confirm()} loading={review.sending} disabled={!online}>
                {m.confirm()}
              </Button>
            </div>
          </div>
        ) : (
          <>
            {!posting && (
              <>
                <form.AppField name="action">{(field) => <field.SelectField label={m.whatToRecord()} options={actionOptions()} />}</form.AppField>
                <form.AppField name="wallet_id">
                  {(field) => <field.SelectField label={walletTxLabels.wallet_name} options={walletOptions} loading={wallets.isPending} />}
                </form.AppField>
                <form.AppField name="amount_paise">{(field) => <field.TextField label={m.amountRupees()} inputMode="decimal" />}</form.AppField>
              </>
            )}
            <form.AppField name="reason">{(field) => <field.TextField label={m.reason()} maxLength={200} />}</form.AppField>
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
              <Button type="submit">{m.review()}</Button>
            </div>
          </>
        )}
      </FormFrame>
      <WriteNotices online={online} mayChange offlineNext={m.offlineNothing()} />
    </section>
  )
}

/**
 * Where the focus goes as the form changes step, so it never falls to the page: into the review when it opens (it reads
 * the amount in words), back to Review when the review closes, and back to the button that opened the form when it goes.
 */
function useStepFocus(reviewing: boolean) {
  const review = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLElement>(null)
  const shown = useRef(false)
  useEffect(() => {
    if (reviewing) review.current?.focus()
    // The first render shows the fields: the focus stays where the user is.
    else if (shown.current && document.activeElement === document.body) panel.current?.querySelector<HTMLElement>('[type="submit"]')?.focus()
    shown.current = true
  }, [reviewing])
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    return () => {
      requestAnimationFrame(() => {
        if (opener?.isConnected && (!document.activeElement || document.activeElement === document.body)) opener.focus()
      })
    }
  }, [])
  return { reviewRef: review, panelRef: panel }
}
