import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { appCode, backupCode } from '../../contract/account/security'
import { safeRedirect } from '../../lib/redirect-search'
import { readStored, storageKeys } from '../../lib/storage'
import { errorText, OfflineError } from '../../lib/api-error'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../../ui/button'
import { CodeForm } from '../../ui/form/code-form'
import { resendOtp, verifyTotp } from './api'
import { AuthHeading } from './components/auth-layout'
import { noting } from './code-sent'
import { MissingEmail } from './components/missing-email'
import { completeSignIn } from './session'
import * as auth from '../../paraglide/m/auth'
import * as m from '../../paraglide/m/security'

type TotpVerifyScreenProps = {
  redirect?: string
  /** The person's role lets an SMS code stand in (the login answer's `sms_fallback`). */
  smsFallback: boolean
  prefetch: (queryClient: ReturnType<typeof useQueryClient>) => Promise<unknown>
}

/**
 * The sign-in's second step for a person with an authenticator app (docs/accounts.md#authenticator-app): its code, or a
 * backup code; "Send a code by SMS instead" sends the sign-in's SMS code and goes to the SMS code screen.
 */
export function TotpVerifyScreen({ redirect, smsFallback, prefetch }: TotpVerifyScreenProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<'app' | 'backup'>('app')
  const [sending, setSending] = useState(false)
  const email = readStored(storageKeys.resetEmail)
  if (!email) return <MissingEmail to="/login" action={auth.goToSignIn()} />

  async function verify(typed: string) {
    const result = await verifyTotp(mode === 'app' ? { email: email ?? '', code: typed } : { email: email ?? '', backup_code: typed })
    await completeSignIn(result, () => prefetch(queryClient))
    notifySuccess(result.message)
    await navigate({ to: safeRedirect(redirect) ?? '/dashboard' })
  }
  async function smsInstead() {
    setSending(true)
    try {
      const answer = await noting(() => resendOtp({ email: email ?? '' }))()
      notifySuccess(answer.message)
      await navigate({ to: '/sms-otp-verify', search: redirect ? { redirect } : {} })
    } catch (error) {
      if (!(error instanceof OfflineError)) notifyError(errorText(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <AuthHeading title={m.signInTitle()} text={mode === 'app' ? m.signInText({ email }) : m.backupSignInText()} />
      <CodeForm
        key={mode}
        id={`totp-${mode}`}
        label={mode === 'app' ? m.appCodeLabel() : m.backupCodeLabel()}
        submitLabel={auth.verifyAndContinue()}
        schema={mode === 'app' ? appCode : backupCode}
        onSubmit={verify}
      />
      <p className="auth-resend">
        <Button variant="ghost" size="sm" onClick={() => setMode(mode === 'app' ? 'backup' : 'app')}>
          {mode === 'app' ? m.useBackup() : m.useApp()}
        </Button>
        {smsFallback && (
          <Button variant="ghost" size="sm" loading={sending} onClick={() => void smsInstead()}>
            {m.smsInstead()}
          </Button>
        )}
      </p>
      <p className="auth-switch">
        {auth.notYou()} <Link to="/login">{auth.useAnotherAccount()}</Link>
      </p>
    </>
  )
}
