import { useEffect, useState } from 'react'
import { errorText, OfflineError } from '../../../lib/api-error'
import { notifyError, notifySuccess } from '../../../lib/toasts'
import { Button } from '../../../ui/button'
import * as m from '../../../paraglide/m/auth'

const RESEND_COOLDOWN_SECONDS = 30

/**
 * Resends a code, then waits out the server's cooldown with a visible count. It stays usable offline:
 * nothing typed is at stake, and a tap then says there is no connection (docs/app.md#notices) instead of nothing.
 */
export function ResendButton({ onResend }: { onResend: () => Promise<{ message: string }> }) {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COOLDOWN_SECONDS)
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (secondsLeft <= 0) return
    const timer = setTimeout(() => setSecondsLeft((value) => value - 1), 1000)
    return () => clearTimeout(timer)
  }, [secondsLeft])

  async function resend() {
    setSending(true)
    try {
      const result = await onResend()
      notifySuccess(result.message)
      setSecondsLeft(RESEND_COOLDOWN_SECONDS)
    } catch (error) {
      // Offline, the HTTP client has already put up its notice.
      if (!(error instanceof OfflineError)) notifyError(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <p className="auth-resend">
      <span className="muted">{m.noCodeYet()}</span>{' '}
      <Button variant="ghost" size="sm" onClick={resend} loading={sending} disabled={secondsLeft > 0}>
        {secondsLeft > 0 ? m.resendIn({ seconds: secondsLeft }) : m.resendCode()}
      </Button>
    </p>
  )
}
