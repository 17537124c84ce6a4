import { Hono } from 'hono'
import type { Context } from 'hono'
import { forgotPasswordBody, loginBody, resendOtpBody, setPasswordBody, signupBody, verifyOtpBody, verifyResetOtpBody } from '../../src/contract/accounts'
import { pathsForRole } from '../../src/contract/permissions'
import { requireAuth } from '../http/auth'
import { clientIp } from '../http/client-ip'
import { failure } from '../http/answer'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { login, resendLoginCode, signup, verifyLogin } from '../services/accounts'
import { sendResetCode, setPassword, verifyResetCode } from '../services/password-reset'
import { consumeLimits, limitChecks, tooManyMessage } from '../services/rate-limit'
import type { LimitedAction } from '../services/rate-limit'
import { fail } from '../services/result'
import { revokeSession } from '../services/sessions'

export function accountsRoutes({ db, transport, env }: AppDeps) {
  const auth = requireAuth(db)
  /** Counts the request; returns the 429 answer when the email or the IP is over its limit. */
  const limited = async (c: Context, action: LimitedAction, email: string) => {
    const wait = await consumeLimits(db, limitChecks(action, email, clientIp(c, env.TRUST_PROXY), env.RATE_LIMIT_MULTIPLIER))
    return wait === null ? null : failure(c, fail(429, tooManyMessage(wait), { retryAfter: wait }))
  }

  return new Hono<AppEnv>()
    .post('/signup', validate('json', signupBody), async (c) => {
      const result = await signup(db, c.req.valid('json'))
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Account created. Sign in to continue.' }, 201)
    })
    .post('/login', validate('json', loginBody), async (c) => {
      const { email, password } = c.req.valid('json')
      const blocked = await limited(c, 'login', email)
      if (blocked) return blocked
      const result = await login(db, transport, email, password)
      return result.ok ? c.json({ status: true, message: result.message }) : failure(c, result)
    })
    .post('/verify-otp', validate('json', verifyOtpBody), async (c) => {
      const { email, otp } = c.req.valid('json')
      const blocked = await limited(c, 'verify', email)
      if (blocked) return blocked
      const result = await verifyLogin(db, email, otp, env.SESSION_TTL_HOURS)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Signed in successfully', token: result.token, data: result.data })
    })
    .post('/resend_otp', validate('json', resendOtpBody), async (c) => {
      const { email } = c.req.valid('json')
      const blocked = await limited(c, 'resend', email)
      if (blocked) return blocked
      const result = await resendLoginCode(db, transport, email)
      return result.ok ? c.json({ status: true, message: result.message }) : failure(c, result)
    })
    .post('/send-reset-otp', validate('json', forgotPasswordBody), async (c) => {
      const email = c.req.valid('json').email.toLowerCase()
      const blocked = await limited(c, 'reset', email)
      if (blocked) return blocked
      await sendResetCode(db, transport, email)
      return c.json({ status: true, message: 'If an account exists for this email, we sent a code to it.' })
    })
    .post('/verify-reset-otp', validate('json', verifyResetOtpBody), async (c) => {
      const { email, otp } = c.req.valid('json')
      const blocked = await limited(c, 'verify', email)
      if (blocked) return blocked
      const result = await verifyResetCode(db, email, otp)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Code verified. Choose a new password.', reset_token: result.resetToken })
    })
    .post('/set-password', validate('json', setPasswordBody), async (c) => {
      const { email, reset_token, new_password } = c.req.valid('json')
      const result = await setPassword(db, email, reset_token, new_password)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: 'Password updated. Please sign in with your new password.' })
    })
    .get('/get_urls', auth, (c) => c.json({ status: true, message: 'Permissions loaded', permissions: [...pathsForRole(c.var.user.role)] }))
    .post('/logout', auth, async (c) => {
      await revokeSession(db, c.var.sessionId)
      return c.json({ status: true, message: 'Signed out.' })
    })
}
