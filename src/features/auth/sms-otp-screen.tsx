import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { safeRedirect } from '../../lib/redirect-search'
import { readStored, storageKeys } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { resendOtp, verifyOtp } from './api'
import { AuthHeading } from './components/auth-layout'
import { CodeDelivery, useStoredDelivery } from './components/code-delivery'
import { noting } from './code-sent'
import { MissingEmail } from './components/missing-email'
import { OtpForm } from './components/otp-form'
import { completeSignIn } from './session'
import * as m from '../../paraglide/m/auth'

type SmsOtpScreenProps = { redirect?: string; prefetch: (queryClient: ReturnType<typeof useQueryClient>) => Promise<unknown> }

export function SmsOtpScreen({ redirect, prefetch }: SmsOtpScreenProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const email = readStored(storageKeys.resetEmail)
  const stored = useStoredDelivery()
  if (!email) return <MissingEmail to="/login" action={m.goToSignIn()} />

  async function verify(otp: string) {
    const result = await verifyOtp({ email: email ?? '', otp })
    await completeSignIn(result, () => prefetch(queryClient))
    notifySuccess(result.message)
    if (result.totp_setup_required) await navigate({ to: '/setup-authenticator', search: redirect ? { redirect } : {} })
    else await navigate({ to: safeRedirect(redirect) ?? '/dashboard' })
  }

  return (
    <>
      <AuthHeading title={m.verifyPhone()} text={m.smsCodeSent({ email })} />
      <CodeDelivery email={email} sentTo={stored.sentTo} delivery={stored.delivery} onChange={stored.refresh} />
      <OtpForm
        submitLabel={m.verifyAndContinue()}
        onVerify={verify}
        onResend={async () => {
          const answer = await noting(() => resendOtp({ email }))()
          stored.refresh()
          return answer
        }}
      />
      <p className="auth-switch">
        {m.notYou()} <Link to="/login">{m.useAnotherAccount()}</Link>
      </p>
    </>
  )
}
