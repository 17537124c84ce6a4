import { Hono } from 'hono'
import { apiKeyCreateBody, apiKeyCsv, apiKeyIdParam, apiKeyListQuery } from '../../../src/contract/api-keys'
import { alreadyRevoked, expiryPast, keyCreated, keyNotFound, keyRevoked, keysLoaded, unknownRole } from '../../../src/paraglide/m/api-keys'
import { requireArea, requireAuth } from '../../auth/middleware'
import { exportableList } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { createKey, keyOf, listKeys, revokeKey, roleExists } from './keys'

const refuse = (field: string, message: string) => ({ status: false, message, errors: { [field]: [message] } }) as const

/** /api/api-keys: the organisation's keys (the '/api-keys' screen, the owner's), a new key (its secret answered once), revoking one. */
export function apiKeyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(db), requireArea('/api-keys'))
    .get(
      '/',
      exportableList('api-keys', apiKeyListQuery, keysLoaded, apiKeyCsv, (scope, params, signal) => listKeys(db, scope.orgId, params, signal)),
    )
    .post('/', validate('json', apiKeyCreateBody), async (c) => {
      const body = c.req.valid('json')
      if (!(await roleExists(db, c.var.orgId, body.role))) return c.json(refuse('role', unknownRole()), 400)
      if (body.expires_at && Date.parse(body.expires_at) <= Date.now()) return c.json(refuse('expires_at', expiryPast()), 400)
      const { id, secret } = await createKey(db, c.var.orgId, c.var.user.id, body)
      const key = await keyOf(db, c.var.orgId, id)
      return c.json({ status: true, message: keyCreated(), data: { ...key!, secret } }, 201)
    })
    .post('/:id/revoke', validate('param', apiKeyIdParam), async (c) => {
      const { id } = c.req.valid('param')
      const key = await keyOf(db, c.var.orgId, id)
      if (!key) return c.json({ status: false, message: keyNotFound() }, 404)
      if (!(await revokeKey(db, c.var.orgId, id))) return c.json({ status: false, message: alreadyRevoked() }, 409)
      return c.json({ status: true, message: keyRevoked(), data: await keyOf(db, c.var.orgId, id) })
    })
}
