import { Hono } from 'hono'
import * as v from 'valibot'
import { acceptInviteBody, inviteTokenField } from '../../../src/contract/team'
import { clientIp, trustedProxies } from '../../auth/client-ip'
import { consumeLimits, limitChecks, tooManyMessage } from '../../auth/rate-limit'
import { answer, failure } from '../../kit/answer'
import { fail } from '../../kit/result'
import type { AppDeps, AppEnv } from '../../kit/types'
import { resourceRoutes } from '../../kit/resource-routes'
import { acceptInvite, viewInvite } from './invites'
import { inviteAccepted, inviteLoaded } from '../../../src/paraglide/m/team'

/**
 * The invite link's two public calls (docs/accounts.md#invites): the token is the proof. Reading one counts against
 * the per-IP code-check limit (no guessing links), accepting against the set-password limit (it sets a password and
 * sends one SMS code).
 */
export function inviteRoutes({ db, transport, env, now }: AppDeps) {
  const trusted = trustedProxies(env.TRUST_PROXY)
  const limited = async (c: Parameters<typeof clientIp>[0], action: 'verify' | 'set-password') => {
    const wait = await consumeLimits(db, limitChecks(action, null, clientIp(c, trusted), env.RATE_LIMIT_MULTIPLIER), now)
    return wait === null ? null : failure(c, fail(429, tooManyMessage(wait), { retryAfter: wait }))
  }
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db)
    .post('/accept', { json: acceptInviteBody }, async (c, { json }) => {
      const blocked = await limited(c, 'set-password')
      if (blocked) return blocked
      const result = await acceptInvite(db, transport, json)
      if (!result.ok) return failure(c, result)
      return c.json({ status: true, message: inviteAccepted({ last: result.phone.slice(-4) }), email: result.email })
    })
    .get('/:token', { param: v.object({ token: inviteTokenField }) }, async (c, { param }) => {
      const blocked = await limited(c, 'verify')
      if (blocked) return blocked
      return answer(c, await viewInvite(db, param.token), inviteLoaded())
    })
  return app
}
