import { Hono } from 'hono'
import type { Context } from 'hono'
import { deliveryParams, loginBody, resendOtpBody, verifyOtpBody, verifyResetOtpBody } from '../../src/contract/account'
import { forgotPasswordBody, setPasswordBody, signupBody } from '../../src/contract/account/forms'
import { grantedPaths } from '../../src/contract/permissions'
import { requireAuth } from './middleware'
import { clientIp, trustedProxies } from './client-ip'
import { failure } from '../kit/answer'
import type { AppDeps, AppEnv } from '../kit/types'
import { resourceRoutes } from '../kit/resource-routes'
import { login, resendLoginCode, signup, verifyLogin } from './accounts'
import type { CodeSent, OrganisationCreated } from './accounts'
import { maskEmail } from '../platform/messages/mask'
import { sendResetCode, setPassword, verifyResetCode } from './password-reset'
import { consumeLimits, limitChecks, tooManyMessage } from './rate-limit'
import type { LimitedAction } from './rate-limit'
import { fail } from '../kit/result'
import type { Outcome } from '../kit/result'
import { roleRoutes } from './role-routes'
import { verifyTotpBody } from '../../src/contract/account/security'
import { totpSetupNeeded, verifyTotpLogin } from './totp-login'
import { totpRoutes } from './totp-routes'
import { totpKey } from './totp-key'
import { revokeSession } from './sessions'
import { beginAttempt } from './throttle'
import { recordFailedSignIn, recordSignIn } from './sign-in-trail'
import type { ThrottledAction } from './throttle'
import {
  accountCreated,
  codeVerified,
  deliveryUnknown,
  passwordUpdated,
  permissionsLoaded,
  resetCodeSent,
  signedIn,
  signedOut,
} from '../../src/paraglide/m/server'

/** The answer of a code sent: its message, where it went (masked) and, when it was queued, the job to ask about. */
const codeAnswer = ({ message, sentTo, delivery }: CodeSent) => ({ message, sent_to: sentTo, ...(delivery ? { delivery } : {}) })

export function accountsRoutes(deps: AppDeps & { organisationCreated: OrganisationCreated }) {
  const { db, transport, env, now, delivery } = deps
  const auth = requireAuth(db)
  const trusted = trustedProxies(env.TRUST_PROXY)
  const tooMany = (c: Context, wait: number) => failure(c, fail(429, tooManyMessage(wait), { retryAfter: wait }))
  /** Counts the request; returns the 429 answer when the IP (or, where it applies, the email) is over its limit. */
  const limited = async (c: Context, action: LimitedAction, email: string | null) => {
    const wait = await consumeLimits(db, limitChecks(action, email, clientIp(c, trusted), env.RATE_LIMIT_MULTIPLIER), now)
    return wait === null ? null : tooMany(c, wait)
  }
  /** Runs a password or code check under the per-IP limit and the account's progressive delay from this IP. */
  const guarded = async <T extends object>(c: Context, action: ThrottledAction, email: string, check: () => Promise<Outcome<T>>) => {
    const blocked = await limited(c, action === 'password' ? 'login' : 'verify', email)
    if (blocked) return blocked
    const attempt = await beginAttempt(db, action, email, clientIp(c, trusted), env.RATE_LIMIT_MULTIPLIER, now)
    if (!attempt.ok) return tooMany(c, attempt.wait)
    const result = await check()
    await attempt.settle(result.ok)
    return result
  }

  const app = new Hono<AppEnv>()
  resourceRoutes(app, db)
    .post('/signup', { json: signupBody }, async (c, { json }) => {
      const blocked = await limited(c, 'signup', null)
      if (blocked) return blocked
      const result = await signup(db, json, deps.organisationCreated)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: accountCreated() }, 201)
    })
    .post('/login', { json: loginBody }, async (c, { json }) => {
      const { email, password } = json
      const result = await guarded(c, 'password', email, () => login(db, transport, email, password))
      if (result instanceof Response) return result
      if (!result.ok && result.status === 400) await recordFailedSignIn(db, email, 'password')
      if (!result.ok) return failure(c, result)
      return c.json({
        status: true,
        ...('second_factor' in result
          ? { message: result.message, second_factor: result.second_factor, sms_fallback: result.sms_fallback }
          : codeAnswer(result)),
      })
    })
    // The authenticator app's code (or a backup code) instead of the SMS code, under the SMS code's limits.
    .post('/verify-totp', { json: verifyTotpBody }, async (c, { json }) => {
      const { email, ...input } = json
      const device = { userAgent: c.req.header('User-Agent') ?? null, ip: clientIp(c, trusted) }
      const result = await guarded(c, 'code', email, () => verifyTotpLogin(db, totpKey(env), email, input, env.SESSION_TTL_HOURS, now?.(), device))
      if (result instanceof Response) return result
      if (!result.ok) {
        if (result.status === 400) await recordFailedSignIn(db, email, 'code')
        return failure(c, result)
      }
      await recordSignIn(db, c, { ...result.data.user, orgId: result.orgId }, device.userAgent)
      return c.json({ status: true, message: signedIn(), token: result.token, data: result.data })
    })
    .post('/verify-otp', { json: verifyOtpBody }, async (c, { json }) => {
      const { email, otp } = json
      const device = { userAgent: c.req.header('User-Agent') ?? null, ip: clientIp(c, trusted) }
      const result = await guarded(c, 'code', email, () => verifyLogin(db, email, otp, env.SESSION_TTL_HOURS, now, device))
      if (result instanceof Response) return result
      if (!result.ok) {
        if (result.status === 400) await recordFailedSignIn(db, email, 'code')
        return failure(c, result)
      }
      await recordSignIn(db, c, { ...result.data.user, orgId: result.orgId }, device.userAgent)
      const setup = (await totpSetupNeeded(db, { ...result.data.user, orgId: result.orgId })) ? { totp_setup_required: true } : {}
      return c.json({ status: true, message: signedIn(), token: result.token, data: result.data, ...setup })
    })
    .post('/resend_otp', { json: resendOtpBody }, async (c, { json }) => {
      const { email, channel } = json
      const blocked = await limited(c, 'resend', email)
      if (blocked) return blocked
      const result = await resendLoginCode(db, transport, email, channel)
      return result.ok ? c.json({ status: true, ...codeAnswer(result) }) : failure(c, result)
    })
    .post('/send-reset-otp', { json: forgotPasswordBody }, async (c, { json }) => {
      const { email } = json
      const blocked = await limited(c, 'reset', email)
      if (blocked) return blocked
      await sendResetCode(db, transport, email)
      // The address typed, masked: the same answer whether or not the account exists.
      return c.json({ status: true, message: resetCodeSent(), sent_to: maskEmail(email) })
    })
    .get('/delivery/:id', { param: deliveryParams }, async (c, { param }) => {
      const state = delivery ? await delivery(param.id) : null
      return state ? c.json({ status: true, state }) : failure(c, fail(404, deliveryUnknown()))
    })
    .post('/verify-reset-otp', { json: verifyResetOtpBody }, async (c, { json }) => {
      const { email, otp } = json
      const result = await guarded(c, 'code', email, () => verifyResetCode(db, email, otp, now))
      if (result instanceof Response) return result
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: codeVerified(), reset_token: result.resetToken })
    })
    .post('/set-password', { json: setPasswordBody }, async (c, { json }) => {
      const { email, reset_token, new_password } = json
      const blocked = await limited(c, 'set-password', null)
      if (blocked) return blocked
      const result = await setPassword(db, email, reset_token, new_password)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: passwordUpdated() })
    })
    // The paths the person's role opens, and what it may do on each ('view' or 'change'): docs/accounts.md#permissions.
    .get('/get_urls', { guard: auth }, async (c) => {
      const grants = await c.get('grants')()
      return c.json({ status: true, message: permissionsLoaded(), permissions: grantedPaths(grants), grants })
    })
  // Mounted between them, where they always were: the routes keep their order in app.routes (and the OpenAPI document).
  app.route('/roles', roleRoutes(deps))
  app.route(
    '/totp',
    totpRoutes(db, totpKey(env), (c, email) => limited(c, 'verify', email), now),
  )
  resourceRoutes(app, db).post('/logout', { guard: auth }, async (c) => {
    await revokeSession(db, c.get('sessionId'))
    return c.json({ status: true, message: signedOut() })
  })
  return app
}
