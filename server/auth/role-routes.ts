import { Hono } from 'hono'
import type * as v from 'valibot'
import type { RoleRecord } from '../../src/contract/roles'
import { roleCreateBody, roleCsv, roleListQuery, roleUpdateBody } from '../../src/contract/roles'
import { isUuid } from '../kit/list-query'
import { answer } from '../kit/answer'
import { created } from '../kit/idempotent'
import { fail } from '../kit/result'
import type { AppDeps, AppEnv } from '../kit/types'
import { resourceRoutes } from '../kit/resource-routes'
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
  const withId = (id: string) => (isUuid(id) ? id : null)
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: requireArea('/roles') })
    // Every member lists them (no area check); the worker of its background export reads them the same way.
    .list(
      '/',
      roleListQuery,
      async (scope, params) => {
        const rows = filtered(await roleRecords(db, scope.orgId), params)
        const offset = (params.page - 1) * params.page_size
        return { rows: rows.slice(offset, offset + params.page_size), total: rows.length }
      },
      roleCsv,
      { guard: [], says: rolesLoaded },
    )
    .get('/:id', {}, async (c) => {
      const id = withId(c.req.param('id'))
      const role = id ? (await roleRecords(db, c.get('orgId'))).find((row) => row.id === id) : undefined
      return answer(c, role ? { ok: true, data: role } : fail(404, roleNotFound()), roleLoaded())
    })
    .post('/', { keyed: true, json: roleCreateBody }, async (c, { json }) => {
      const grants = await c.get('grants')()
      return created(c, roleCreated(), (key) => createRole(db, c.get('orgId'), grants, json, key))
    })
    .put('/:id', { json: roleUpdateBody }, async (c, { json }) => {
      const id = withId(c.req.param('id'))
      if (!id) return answer(c, fail(404, roleNotFound()), roleSaved())
      return answer(c, await updateRole(db, c.get('orgId'), await c.get('grants')(), id, json), roleSaved())
    })
    .delete('/:id', {}, async (c) => {
      const id = withId(c.req.param('id'))
      if (!id) return answer(c, fail(404, roleNotFound()), roleDeleted())
      return answer(c, await deleteRole(db, c.get('orgId'), await c.get('grants')(), id), roleDeleted())
    })
  return app
}
