import { createMiddleware } from 'hono/factory'
import type { Context } from 'hono'
import type { AreaPath } from '../../src/contract/permissions'
import { allowsCall, writes } from '../../src/contract/permissions'
import type { Db } from '../db/client'
import { roleOf } from './roles'
import { findSession } from './sessions'
import { endedSession } from './session-reason'
import type { AppEnv } from '../kit/types'
import { describe } from '../kit/described'
import { forbidden, sessionExpired } from '../../src/paraglide/m/server'
import { totpSetupRequired } from '../../src/paraglide/m/security'

/** What a session limited to the authenticator's setup may call: the setup, its account (name, role), signing out. */
const totpSetupPaths = ['/api/accounts/totp', '/api/accounts/logout', '/api/my_accounts/get_erp_user']

/**
 * Bearer token → c.get('user'), c.get('orgId'), c.get('sessionId'); 401 when missing, expired or revoked.
 * Several route groups may share a prefix, each with its own requireAuth: the first one reads the session.
 * c.get('role') and c.get('grants') read the person's role once per request, when first asked (server/auth/roles.ts).
 */
export const requireAuth = (db: Db) =>
  describe.signedIn(
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.get('user')) return next()
      const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')
      const session = match?.[1] ? await findSession(db, match[1]) : null
      if (!session) return c.json({ status: false, ...(match?.[1] ? await endedSession(db, match[1]) : { message: sessionExpired() }) }, 401)
      c.set('user', session.user)
      c.set('orgId', session.user.orgId)
      c.set('sessionId', session.sessionId)
      let role: ReturnType<typeof roleOf> | undefined
      const held = () => (role ??= roleOf(db, session.user.orgId, session.user.role))
      c.set('role', held)
      c.set('grants', async () => (await held())?.grants ?? {})
      // A role that requires the authenticator app: until the person has set it up, only its setup (docs/accounts.md#authenticator-app).
      if (!session.hasTotp && !totpSetupPaths.some((path) => c.req.path.startsWith(path)) && (await held())?.requireTotp)
        return c.json({ status: false, message: totpSetupRequired(), totp_setup_required: true }, 403)
      await next()
    }),
  )

/** The caller's grants (after requireAuth). */
const grantsFor = (c: Context<AppEnv>) => c.get('grants')()

/**
 * 403 unless the caller's role opens one of `areas`: to read (GET, or a POST that only answers) any grant will do,
 * to write (POST, PUT, PATCH, DELETE: bulk actions and imports too) it needs 'change' (docs/accounts.md#permissions).
 */
export const requireArea = (...areas: [AreaPath, ...AreaPath[]]) =>
  describe.areas(
    createMiddleware<AppEnv>(async (c, next) => {
      const grants = await grantsFor(c)
      if (!allowsCall(grants, areas, writes(c.req.method, c.req.path))) return c.json({ status: false, message: forbidden() }, 403)
      await next()
    }),
    areas,
  )
