import { useRouter } from '@tanstack/react-router'
import type * as v from 'valibot'
import type { LoginBody } from '../../contract/account'
import type { SignupBody } from '../../contract/account/forms'
import { accountPaths, codeSentResponse, deliveryResponse, verifyOtpResponse, verifyResetOtpResponse } from '../../contract/account'
import { messageResponse } from '../../contract/common'
import { totpPaths } from '../../contract/account/security'
import type { VerifyTotpBody } from '../../contract/account/security'
import { apiRequest } from '../../lib/http'

const post = <T>(path: string, body: unknown, schema: v.GenericSchema<unknown, T>) => apiRequest(path, { method: 'POST', body, schema })

export const signup = (body: SignupBody) => post(accountPaths.signup, body, messageResponse)
export const login = (body: LoginBody) => post(accountPaths.login, body, codeSentResponse)
export const verifyOtp = (body: { email: string; otp: string }) => post(accountPaths.verifyOtp, body, verifyOtpResponse)
/** The authenticator app's code, or a backup code, in place of the SMS code (docs/accounts.md#authenticator-app). */
export const verifyTotp = (body: VerifyTotpBody) => post(totpPaths.verify, body, verifyOtpResponse)
export const resendOtp = (body: { email: string; channel?: 'sms' | 'email' }) => post(accountPaths.resendOtp, body, codeSentResponse)
export const sendResetOtp = (body: { email: string }) => post(accountPaths.sendResetOtp, body, codeSentResponse)
export const deliveryState = (id: string) => apiRequest(`${accountPaths.delivery}/${encodeURIComponent(id)}`, { schema: deliveryResponse })
export const verifyResetOtp = (body: { email: string; otp: string }) => post(accountPaths.verifyResetOtp, body, verifyResetOtpResponse)
export const setPassword = (body: { email: string; reset_token: string; new_password: string; confirm_new_password: string }) =>
  post(accountPaths.setPassword, body, messageResponse)
export const logout = () => post(accountPaths.logout, {}, messageResponse)

/**
 * The code screens are their own chunk, fetched on navigation: until it arrived, the URL already said
 * /sms-otp-verify while the old screen stayed up, and a code typed (or autofilled) then went nowhere.
 * Fetch it while the request that leads there is under way, and await the promise before navigating:
 * the spinner stays until the screen can show, then the URL and the screen change together.
 */
export function usePreloadNext(to: '/sms-otp-verify' | '/email-otp-verify' | '/authenticator-verify'): () => Promise<void> {
  const router = useRouter()
  return () =>
    router.preloadRoute({ to }).then(
      () => undefined,
      () => undefined,
    )
}
