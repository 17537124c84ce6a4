import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { languageBody } from '../../../src/contract/account'
import { fetchFailed, languageSaved } from '../../../src/paraglide/m/account'
import { requireArea, requireAuth } from '../../auth/middleware'
import { users } from '../../auth/schema'
import type { AppDeps, AppEnv } from '../../kit/types'
import { resourceRoutes } from '../../kit/resource-routes'
import { getErpUser } from './reads'
import { totpSetupNeeded } from '../../auth/totp-login'
import { roleName } from '../../../src/contract/roles'
import { organisationLoaded } from '../../../src/paraglide/m/server'

export function accountRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db)
    .get('/get_erp_user', { guard: [requireAuth(db), requireArea('/accounts')] }, async (c) => {
      const data = await getErpUser(db, c.get('orgId'), c.get('user').id)
      if (!data) return c.json({ status: false, message: fetchFailed() }, 404)
      // The role with its grants, so the app (and the ads service) know what the person may view and change.
      const held = await c.get('role')()
      // A session limited to the authenticator's setup opens no screen (the ads service reads its grants here too).
      const limited = held?.requireTotp === true && (await totpSetupNeeded(db, c.get('user')))
      const role = held
        ? { key: held.key, name: roleName(held.key, held.name), builtin: held.builtin, grants: limited ? {} : held.grants, require_totp: held.requireTotp }
        : undefined
      return c.json({ status: true, message: organisationLoaded(), data: { ...data, role } })
    })
    // The person's language (an addition, docs/areas/account.md#api): their own row only, inside their organisation.
    .put('/language', { guard: [requireAuth(db), requireArea('/accounts')], json: languageBody }, async (c, { json }) => {
      const { language } = json
      await db
        .update(users)
        .set({ language, updatedAt: sql`now()` })
        .where(and(eq(users.id, c.get('user').id), eq(users.orgId, c.get('orgId'))))
      return c.json({ status: true, message: languageSaved(), language })
    })
  return app
}
