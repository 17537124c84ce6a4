import { useEffect, useState } from 'react'
import { errorText } from '../../../lib/api-error'
import { useOnline } from '../../../lib/connectivity'
import { notifyError, notifySuccess } from '../../../lib/toasts'
import { Button } from '../../../ui/button'

const RESEND_COOLDOWN_SECONDS = 30

/** Resends a code, then waits out the server's cooldown with a visible count. */
export function ResendButton({ onResend }: { onResend: () => Promise<{ message: string }> }) {
  const online = useOnline()
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
      notifyError(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <p className="auth-resend">
      <span className="muted">Didn&apos;t get the code?</span>{' '}
      <Button variant="ghost" size="sm" onClick={resend} loading={sending} disabled={!online || secondsLeft > 0}>
        {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend code'}
      </Button>
    </p>
  )
}
