import { Link, useNavigate } from '@tanstack/react-router'
import { readStored, storageKeys } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { sendResetOtp, verifyResetOtp } from './api'
import { AuthHeading } from './components/auth-layout'
import { MissingEmail } from './components/missing-email'
import { OtpForm } from './components/otp-form'
import { writeResetToken } from './reset-token'

export function EmailOtpScreen() {
  const navigate = useNavigate()
  const email = readStored(storageKeys.resetEmail)
  if (!email) return <MissingEmail to="/forgot-password" action="Request a new code" />

  async function verify(otp: string) {
    const result = await verifyResetOtp({ email: email ?? '', otp })
    writeResetToken(result.reset_token)
    notifySuccess(result.message)
    await navigate({ to: '/reset-password' })
  }

  return (
    <>
      <AuthHeading title="Check your email" text={`Enter the 6-digit code we sent to ${email}.`} />
      <OtpForm submitLabel="Verify code" onVerify={verify} onResend={() => sendResetOtp({ email })} />
      <p className="auth-switch">
        Wrong email? <Link to="/forgot-password">Change it</Link>
      </p>
    </>
  )
}
