import { Hono } from 'hono'
import { apiKeyCreateBody, apiKeyCsv, apiKeyIdParam, apiKeyListQuery } from '../../../src/contract/api-keys'
import { alreadyRevoked, expiryPast, keyCreated, keyNotFound, keyRevoked, keysLoaded, unknownRole } from '../../../src/paraglide/m/api-keys'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { createKey, keyOf, listKeys, revokeKey, roleExists } from './keys'

const refuse = (field: string, message: string) => ({ status: false, message, errors: { [field]: [message] } }) as const

/** /api/api-keys: the organisation's keys (the '/api-keys' screen, the owner's), a new key (its secret answered once), revoking one. */
export function apiKeyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db), requireArea('/api-keys'))
  resourceRoutes(app, db)
    .list('/', apiKeyListQuery, (scope, params, signal) => listKeys(db, scope.orgId, params, signal), apiKeyCsv, { says: keysLoaded })
    .post('/', { json: apiKeyCreateBody }, async (c, { json }) => {
      const body = json
      if (!(await roleExists(db, c.get('orgId'), body.role))) return c.json(refuse('role', unknownRole()), 400)
      if (body.expires_at && Date.parse(body.expires_at) <= Date.now()) return c.json(refuse('expires_at', expiryPast()), 400)
      const { id, secret } = await createKey(db, c.get('orgId'), c.get('user').id, body)
      const key = await keyOf(db, c.get('orgId'), id)
      return c.json({ status: true, message: keyCreated(), data: { ...key!, secret } }, 201)
    })
    .post('/:id/revoke', { param: apiKeyIdParam }, async (c, { param }) => {
      const { id } = param
      const key = await keyOf(db, c.get('orgId'), id)
      if (!key) return c.json({ status: false, message: keyNotFound() }, 404)
      if (!(await revokeKey(db, c.get('orgId'), id))) return c.json({ status: false, message: alreadyRevoked() }, 409)
      return c.json({ status: true, message: keyRevoked(), data: await keyOf(db, c.get('orgId'), id) })
    })
  return app
}
