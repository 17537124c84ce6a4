import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorText, OfflineError } from '../../../lib/api-error'
import { readStored, storageKeys } from '../../../lib/storage'
import { notifyError, notifySuccess } from '../../../lib/toasts'
import { Button } from '../../../ui/button'
import { deliveryState, resendOtp } from '../api'
import * as m from '../../../paraglide/m/auth'
import { noting } from '../code-sent'

/**
 * Where the code went ("Sent to +91•••••3210."), and, while its job is queued, its delivery asked every few
 * seconds: when the SMS provider refused it, the screen says so and offers the code by email (`email`).
 */
export function CodeDelivery({ email, sentTo, delivery, onChange }: { email?: string; sentTo?: string; delivery?: string; onChange: () => void }) {
  const [sending, setSending] = useState(false)
  const state = useQuery({
    queryKey: ['code-delivery', delivery],
    queryFn: () => deliveryState(delivery ?? ''),
    enabled: Boolean(delivery),
    refetchInterval: (query) => (query.state.data?.state === 'queued' ? 2000 : false),
  })
  if (!sentTo) return null
  const refused = state.data?.state === 'failed'

  async function byEmail() {
    setSending(true)
    try {
      const answer = await noting(() => resendOtp({ email: email ?? '', channel: 'email' }))()
      notifySuccess(answer.message)
      onChange()
    } catch (error) {
      if (!(error instanceof OfflineError)) notifyError(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <p className="muted" role="status">
        {m.codeSentTo({ to: sentTo })}
      </p>
      {refused && (
        <div className="form-alert code-refused" role="alert">
          <span>{m.smsRefused({ to: sentTo })}</span>
          {email && (
            <Button variant="secondary" onClick={byEmail} loading={sending}>
              {m.sendByEmailInstead()}
            </Button>
          )}
        </div>
      )}
    </>
  )
}

/** What the code screen shows of the stored delivery; `refresh` re-reads it after a resend. */
export function useStoredDelivery() {
  const [, setVersion] = useState(0)
  return {
    sentTo: readStored(storageKeys.codeSentTo) ?? undefined,
    delivery: readStored(storageKeys.codeDelivery) ?? undefined,
    refresh: () => setVersion((version) => version + 1),
  }
}
