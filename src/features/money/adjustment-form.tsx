import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { firstErrors } from '../../contract/common'
import { adjustmentBody, type AdjustmentBody, type WalletTransaction } from '../../contract/money'
import { amountInWords } from '../../lib/amount-in-words'
import { ApiError, errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { notices } from '../../lib/messages'
import { formatAmount, rupeesToPaise } from '../../lib/money'
import { notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { WifiOffIcon } from '../../ui/icons'
import { moneyKeys, recordAdjustment, walletsQuery } from './api'

export type AdjustmentStart = { action: 'top_up' } | { action: 'reversal'; posting: WalletTransaction }

const actionNames = { top_up: 'Top up a wallet', deduction: 'Deduct from a wallet', reversal: 'Reverse a posting' } as const

/**
 * A manual adjustment: a top-up or deduction with its reason, or the reversal of a posting. Checked with the contract,
 * then a confirmation step shows the amount in words before anything is sent; one Idempotency-Key per confirmed
 * adjustment, so a retried send lands once. Blocked offline, saying why.
 */
export function AdjustmentForm({ start, onDone }: { start: AdjustmentStart; onDone: () => void }) {
  const id = useId()
  const online = useOnline()
  const queryClient = useQueryClient()
  const wallets = useQuery(walletsQuery())
  const posting = start.action === 'reversal' ? start.posting : undefined
  const [action, setAction] = useState<AdjustmentBody['action']>(start.action)
  const [walletId, setWalletId] = useState('')
  const [rupees, setRupees] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [confirming, setConfirming] = useState<AdjustmentBody | null>(null)
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const key = useRef<{ body: string; key: string } | null>(null)

  const body = (): AdjustmentBody =>
    posting
      ? { action: 'reversal', reverses_id: posting.wallet_transaction_id, reason }
      : { action, wallet_id: walletId || undefined, amount_paise: rupeesToPaise(rupees) ?? undefined, reason }

  const review = () => {
    const values = body()
    const result = v.safeParse(adjustmentBody, values)
    setErrors(result.success ? {} : firstErrors(result.issues))
    setFailure(null)
    if (result.success) setConfirming(values)
  }

  const send = async (values: AdjustmentBody) => {
    const text = JSON.stringify(values)
    // The same adjustment confirmed again (a retry after a lost answer) keeps its key; another gets a new one.
    if (key.current?.body !== text) key.current = { body: text, key: crypto.randomUUID() }
    setSending(true)
    try {
      const saved = await recordAdjustment(values, key.current.key)
      notifySuccess(saved.message)
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all })
      onDone()
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list[0] ?? ''])))
      setFailure(errorText(error, 'Could not record the adjustment'))
      setConfirming(null)
    } finally {
      setSending(false)
    }
  }

  const walletName = (walletId: string | undefined) => wallets.data?.find((wallet) => wallet.wallet_id === walletId)?.name ?? ''
  const amount = confirming ? (posting ? posting.amount_paise : (confirming.amount_paise ?? 0)) : 0
  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null

  return (
    <section className="panel adjustment" aria-labelledby={`${id}-title`}>
      <header className="panel-header">
        <h2 className="panel-title" id={`${id}-title`}>
          {posting ? `Reverse ${posting.reference}` : 'Record adjustment'}
        </h2>
      </header>
      {confirming ? (
        <div className="adjustment-confirm" role="group" aria-label="Confirm the adjustment">
          <p>
            {posting
              ? `Reverse ${posting.reference} on ${posting.wallet_name}: ${posting.type === 'credit' ? 'take back' : 'give back'} ${formatAmount(amount)}.`
              : `${confirming.action === 'top_up' ? 'Top up' : 'Deduct from'} ${walletName(confirming.wallet_id)}: ${formatAmount(amount)}.`}
          </p>
          <p className="money-confirm-words" data-testid="amount-in-words">
            {amountInWords(amount)}
          </p>
          <p className="muted">Reason: {confirming.reason}</p>
          <div className="form-footer">
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={sending}>
              Back
            </Button>
            <Button onClick={() => void send(confirming)} loading={sending} disabled={!online}>
              Confirm
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="adjustment-fields"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            review()
          }}
        >
          {!posting && (
            <>
              <div className="field">
                <label className="field-label" htmlFor={`${id}-action`}>
                  What to record
                </label>
                <select className="select" id={`${id}-action`} value={action} onChange={(event) => setAction(event.target.value as 'top_up' | 'deduction')}>
                  <option value="top_up">{actionNames.top_up}</option>
                  <option value="deduction">{actionNames.deduction}</option>
                </select>
              </div>
              <div className="field">
                <label className="field-label" htmlFor={`${id}-wallet_id`}>
                  Wallet
                </label>
                <select className="select" {...field('wallet_id')} value={walletId} onChange={(event) => setWalletId(event.target.value)}>
                  <option value="">{wallets.isPending ? 'Loading...' : 'Select'}</option>
                  {wallets.data?.map((wallet) => (
                    <option key={wallet.wallet_id} value={wallet.wallet_id}>
                      {wallet.name} ({formatAmount(wallet.balance_paise)})
                    </option>
                  ))}
                </select>
                {error('wallet_id')}
              </div>
              <div className="field">
                <label className="field-label" htmlFor={`${id}-amount_paise`}>
                  Amount (₹)
                </label>
                <input className="input" inputMode="decimal" {...field('amount_paise')} value={rupees} onChange={(event) => setRupees(event.target.value)} />
                {error('amount_paise')}
              </div>
            </>
          )}
          <div className="field">
            <label className="field-label" htmlFor={`${id}-reason`}>
              Reason
            </label>
            <input className="input" {...field('reason')} value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
            {error('reason')}
          </div>
          {failure && (
            <p className="form-alert" role="alert">
              {failure}
            </p>
          )}
          <div className="form-footer">
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit">Review</Button>
          </div>
        </form>
      )}
      {!online && (
        <p className="form-alert" data-tone="info" role="status">
          <WifiOffIcon size={18} />
          <span>{notices.offlineReason} Nothing is recorded until you are back online.</span>
        </p>
      )}
    </section>
  )
}
