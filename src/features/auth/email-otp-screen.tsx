import { Link, useNavigate } from '@tanstack/react-router'
import { readStored, storageKeys } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { sendResetOtp, verifyResetOtp } from './api'
import { AuthHeading } from './components/auth-layout'
import { CodeDelivery, useStoredDelivery } from './components/code-delivery'
import { noting } from './code-sent'
import { MissingEmail } from './components/missing-email'
import { OtpForm } from './components/otp-form'
import { writeResetToken } from './reset-token'
import * as m from '../../paraglide/m/auth'

export function EmailOtpScreen() {
  const navigate = useNavigate()
  const email = readStored(storageKeys.resetEmail)
  const stored = useStoredDelivery()
  if (!email) return <MissingEmail to="/forgot-password" action={m.requestNewCode()} />

  async function verify(otp: string) {
    const result = await verifyResetOtp({ email: email ?? '', otp })
    writeResetToken(result.reset_token)
    notifySuccess(result.message)
    await navigate({ to: '/reset-password' })
  }

  return (
    <>
      <AuthHeading title={m.checkEmail()} text={m.emailCodeSent({ email })} />
      <CodeDelivery sentTo={stored.sentTo} onChange={stored.refresh} />
      <OtpForm
        submitLabel={m.verifyCode()}
        onVerify={verify}
        onResend={async () => {
          const answer = await noting(() => sendResetOtp({ email }))()
          stored.refresh()
          return answer
        }}
      />
      <p className="auth-switch">
        {m.wrongEmail()} <Link to="/forgot-password">{m.changeIt()}</Link>
      </p>
    </>
  )
}
