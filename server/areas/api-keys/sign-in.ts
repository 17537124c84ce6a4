import { createMiddleware } from 'hono/factory'
import { apiKeyPaths, apiKeyPrefix } from '../../../src/contract/api-keys'
import { notForKeys } from '../../../src/paraglide/m/api-keys'
import { clientIp, trustedProxies } from '../../auth/client-ip'
import { consumeLimits, tooManyMessage } from '../../auth/rate-limit'
import { roleOf } from '../../auth/roles'
import { failure } from '../../kit/answer'
import { fail } from '../../kit/result'
import type { AppDeps, AppEnv } from '../../kit/types'
import { liveKey, touchKey } from './keys'

/**
 * What a key may not call: a person's own account (its sign-in, sessions, authenticator, language: the key's maker's
 * otherwise) and the keys themselves (a key never makes or revokes keys). The roles under /api/accounts/roles are the
 * organisation's, which a key with the Roles screen may manage as a person with it would.
 */
const personal = (path: string) =>
  (path.startsWith('/api/accounts/') && !path.startsWith('/api/accounts/roles')) ||
  path.startsWith('/api/my_accounts/') ||
  path === apiKeyPaths.list ||
  path.startsWith(`${apiKeyPaths.list}/`)

/**
 * `Authorization: Bearer bok_...`: an API key signs in on the same routes a session does, as its organisation and with
 * its role's grants (requireAuth then finds the caller signed in and lets it through). Each key has its own limit per
 * minute (429 with Retry-After past it). A secret that is no live key goes on to requireAuth, which answers 401.
 */
export function apiKeySignIn({ db, env, now }: AppDeps) {
  const trusted = trustedProxies(env.TRUST_PROXY)
  return createMiddleware<AppEnv>(async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')
    const secret = match?.[1]
    if (!secret?.startsWith(apiKeyPrefix)) return next()
    const key = await liveKey(db, secret)
    if (!key) return next()
    if (personal(c.req.path)) return c.json({ status: false, message: notForKeys() }, 403)
    const rule = { name: 'api-key', limit: key.rateLimitPerMinute, windowSeconds: 60 }
    const wait = await consumeLimits(db, [{ rule, subject: key.id }], now)
    if (wait !== null) return failure(c, fail(429, tooManyMessage(wait), { retryAfter: wait }))
    if (key.stale) await touchKey(db, key.id, clientIp(c, trusted))
    c.set('user', {
      id: key.createdBy,
      first_name: 'API key',
      last_name: key.name,
      email: '',
      phone: '',
      role: key.role,
      city: '',
      language: 'en',
      orgId: key.orgId,
    })
    c.set('orgId', key.orgId)
    c.set('sessionId', '')
    c.set('apiKey', { id: key.id, name: key.name, role: key.role })
    let role: ReturnType<typeof roleOf> | undefined
    const held = () => (role ??= roleOf(db, key.orgId, key.role))
    c.set('role', held)
    c.set('grants', async () => (await held())?.grants ?? {})
    await next()
  })
}
