import { Hono } from 'hono'
import type * as v from 'valibot'
import type { RoleRecord } from '../../src/contract/roles'
import { roleCreateBody, roleCsv, roleListQuery, roleUpdateBody } from '../../src/contract/roles'
import { exportableList } from '../kit/list-answer'
import { isUuid } from '../kit/list-query'
import { answer } from '../kit/answer'
import { created, idempotent } from '../kit/idempotent'
import { fail } from '../kit/result'
import type { AppDeps, AppEnv } from '../kit/types'
import { validate } from '../kit/validate'
import { requireArea, requireAuth } from './middleware'
import { createRole, deleteRole, roleRecords, updateRole } from './role-writes'
import { roleCreated, roleDeleted, roleLoaded, roleNotFound, roleSaved, rolesLoaded } from '../../src/paraglide/m/roles'

/**
 * /api/accounts/roles (docs/accounts.md#roles-as-data): the organisation's roles. Every member may list them (the
 * pickers of the Team screen); reading one and the writes need the Roles screen (the owner's, or a role given it),
 * a write its 'change'.
 */
type Params = v.InferOutput<typeof roleListQuery>

/** An organisation has a handful of roles: they are searched, filtered and sorted here rather than in SQL. */
function filtered(rows: RoleRecord[], { search, kind, ordering }: Params): RoleRecord[] {
  const wanted = search?.toLowerCase()
  const kept = rows.filter((row) => (!wanted || row.name.toLowerCase().includes(wanted)) && (!kind || row.builtin === (kind === 'default')))
  if (!ordering) return kept
  const field = ordering.replace(/^-/, '') as 'name' | 'members'
  const sign = ordering.startsWith('-') ? -1 : 1
  return kept.sort((a, b) => sign * (field === 'members' ? a.members - b.members : a.name.localeCompare(b.name)))
}

export function roleRoutes({ db }: AppDeps) {
  const area = requireArea('/roles')
  const withId = (id: string) => (isUuid(id) ? id : null)
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get(
      '/',
      exportableList('roles', roleListQuery, rolesLoaded, roleCsv, async (scope, params) => {
        const rows = filtered(await roleRecords(db, scope.orgId), params)
        const offset = (params.page - 1) * params.page_size
        return { rows: rows.slice(offset, offset + params.page_size), total: rows.length }
      }),
    )
    .get('/:id', area, async (c) => {
      const id = withId(c.req.param('id'))
      const role = id ? (await roleRecords(db, c.var.orgId)).find((row) => row.id === id) : undefined
      return answer(c, role ? { ok: true, data: role } : fail(404, roleNotFound()), roleLoaded())
    })
    .post('/', area, idempotent(db), validate('json', roleCreateBody), async (c) => {
      const grants = await c.var.grants()
      return created(c, roleCreated(), (key) => createRole(db, c.var.orgId, grants, c.req.valid('json'), key))
    })
    .put('/:id', area, validate('json', roleUpdateBody), async (c) => {
      const id = withId(c.req.param('id'))
      if (!id) return answer(c, fail(404, roleNotFound()), roleSaved())
      return answer(c, await updateRole(db, c.var.orgId, await c.var.grants(), id, c.req.valid('json')), roleSaved())
    })
    .delete('/:id', area, async (c) => {
      const id = withId(c.req.param('id'))
      if (!id) return answer(c, fail(404, roleNotFound()), roleDeleted())
      return answer(c, await deleteRole(db, c.var.orgId, await c.var.grants(), id), roleDeleted())
    })
}
