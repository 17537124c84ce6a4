import { randomBytes } from 'node:crypto'
import { and, count, eq, ne, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Grants } from '../../src/contract/permissions'
import { alwaysOpen } from '../../src/contract/permissions'
import { roleLabels, roleName } from '../../src/contract/roles'
import type { RoleRecord, roleCreateBody, roleUpdateBody } from '../../src/contract/roles'
import type { HistoryChange } from '../../src/contract/history'
import type { Db } from '../db/client'
import { recordChange } from '../kit/history'
import type { HistoryAction } from '../../src/contract/history'
import { staleMessage } from '../../src/contract/lists'
import { fail, invalid, unlessRefused } from '../kit/result'
import type { KeyedCreate } from '../kit/idempotency'
import type { Saved } from '../kit/result'
import { effective, listRoles, mayGrant } from './roles'
import { roles, users } from './schema'
import { builtinFixed, nameTaken, ownerRoleFixed, roleAboveOwn, roleInUse, roleNotFound } from '../../src/paraglide/m/roles'

/**
 * Creating, editing and deleting an organisation's roles (docs/accounts.md#roles-as-data). Nobody makes or edits a role
 * into more than they have (mayGrant); the owner role always opens everything; a default role keeps its name and
 * stays; a role somebody has is not deleted. Every change leaves one history entry ('role'), which also tells every
 * open app of the organisation to refetch its permissions (server/kit/events-route.ts).
 */
type Input = v.InferOutput<typeof roleCreateBody>
type Update = v.InferOutput<typeof roleUpdateBody>

/** The organisation's roles as the API answers them, each with how many people have it. */
export async function roleRecords(db: Db, orgId: string): Promise<RoleRecord[]> {
  const [entries, held, stamps] = await Promise.all([
    listRoles(db, orgId),
    db.select({ key: users.role, value: count() }).from(users).where(eq(users.orgId, orgId)).groupBy(users.role),
    db.select({ id: roles.id, updated_at: roles.updatedAt }).from(roles).where(eq(roles.orgId, orgId)),
  ])
  const members = new Map(held.map((row) => [row.key, row.value]))
  const updated = new Map(stamps.map((row) => [row.id, row.updated_at.toISOString()]))
  return entries.map(({ id, key, name, builtin, grants, requireTotp }) => ({
    id,
    key,
    name: roleName(key, name),
    builtin,
    grants,
    members: members.get(key) ?? 0,
    require_totp: requireTotp,
    updated_at: updated.get(id) ?? '',
  }))
}

const recordOf = async (db: Db, orgId: string, id: string) => (await roleRecords(db, orgId)).find((role) => role.id === id) ?? null

/** What is stored: the screens chosen, less those every role opens anyway. */
const stored = (grants: Grants): Grants => Object.fromEntries(Object.entries(grants).filter(([path]) => !alwaysOpen.includes(path as never)))
const listed = (grants: Grants) => Object.entries(stored(grants)).map(([path, grant]) => `${path}: ${grant}`)

type Recorded = { name: string; grants: Grants; require_totp?: boolean }
function changes(before: Recorded | null, after: Recorded | null): HistoryChange[] {
  const list: HistoryChange[] = []
  const totp = [before?.require_totp ?? null, after?.require_totp ?? null]
  if (totp[0] !== totp[1]) list.push({ field: 'require_totp', label: roleLabels.require_totp, before: totp[0] ?? null, after: totp[1] ?? null })
  if (before?.name !== after?.name) list.push({ field: 'name', label: roleLabels.name, before: before?.name ?? null, after: after?.name ?? null })
  const was = before ? listed(before.grants) : null
  const now = after ? listed(after.grants) : null
  if (JSON.stringify(was) !== JSON.stringify(now)) list.push({ field: 'grants', label: roleLabels.grants, before: was, after: now })
  return list
}

async function nameFree(db: Db, orgId: string, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), sql`lower(${roles.name}) = lower(${name})`, except ? ne(roles.id, except) : undefined))
    .limit(1)
  return !row
}

const write = (db: Db, orgId: string, id: string, label: string, action: HistoryAction, list: HistoryChange[]) =>
  recordChange(db, orgId, { type: 'role', id, label, action, changes: list })

/** A new custom role (key 'r-<short id>'); with an Idempotency-Key, a retry answers the first create. */
export async function createRole(db: Db, orgId: string, actor: Grants, input: Input, keyed?: KeyedCreate): Promise<Saved<RoleRecord>> {
  if (!mayGrant(actor, input.grants)) return fail(403, roleAboveOwn())
  if (!(await nameFree(db, orgId, input.name))) return invalid({ name: [nameTaken()] })
  const key = `r-${randomBytes(5).toString('hex')}`
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      await keyed?.claim(tx)
      const grants = stored(input.grants)
      const [row] = await tx
        .insert(roles)
        .values({ orgId, key, name: input.name, builtin: false, grants, requireTotp: input.require_totp })
        .returning({ id: roles.id, at: roles.updatedAt })
      if (!row) throw new Error('role insert returned nothing')
      await write(tx, orgId, row.id, input.name, 'created', changes(null, input))
      const data = {
        id: row.id,
        key,
        name: input.name,
        builtin: false,
        grants: effective({ key, grants }),
        members: 0,
        require_totp: input.require_totp,
        updated_at: row.at.toISOString(),
      }
      await keyed?.keep(tx, data)
      return { ok: true as const, data }
    }),
  )
}

export async function updateRole(db: Db, orgId: string, actor: Grants, id: string, input: Update): Promise<Saved<RoleRecord>> {
  const current = await recordOf(db, orgId, id)
  if (!current) return fail(404, roleNotFound())
  if (current.key === 'owner') return fail(403, ownerRoleFixed())
  if (current.builtin && input.name !== undefined && input.name !== current.name) return invalid({ name: [builtinFixed()] })
  if (!mayGrant(actor, current.grants) || !mayGrant(actor, input.grants)) return fail(403, roleAboveOwn())
  const name = current.builtin ? current.name : (input.name ?? current.name)
  if (!current.builtin && !(await nameFree(db, orgId, name, id))) return invalid({ name: [nameTaken()] })
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(roles)
      .set({ grants: stored(input.grants), requireTotp: input.require_totp, updatedAt: sql`now()`, ...(current.builtin ? {} : { name }) })
      .where(and(eq(roles.id, id), eq(roles.orgId, orgId), sql`date_trunc('milliseconds', ${roles.updatedAt}) = ${input.updated_at}::timestamptz`))
      .returning({ id: roles.id })
    if (!row) return false
    await write(tx, orgId, id, name, 'updated', changes(current, { name, grants: input.grants, require_totp: input.require_totp }))
    return true
  })
  if (!saved) return fail(409, staleMessage(), { current })
  const data = await recordOf(db, orgId, id)
  return data ? { ok: true, data } : fail(404, roleNotFound())
}

export async function deleteRole(db: Db, orgId: string, actor: Grants, id: string): Promise<Saved<RoleRecord>> {
  const current = await recordOf(db, orgId, id)
  if (!current) return fail(404, roleNotFound())
  if (current.key === 'owner') return fail(403, ownerRoleFixed())
  if (current.builtin) return fail(400, builtinFixed())
  if (!mayGrant(actor, current.grants)) return fail(403, roleAboveOwn())
  if (current.members > 0) return fail(409, roleInUse({ count: current.members }))
  const deleted = await db.transaction(async (tx) => {
    // The role is deleted only while nobody has it (a member given it meanwhile keeps it).
    const [gone] = await tx
      .delete(roles)
      .where(
        and(
          eq(roles.id, id),
          eq(roles.orgId, orgId),
          sql`not exists (select 1 from ${users} where ${users.orgId} = ${orgId} and ${users.role} = ${current.key})`,
        ),
      )
      .returning({ id: roles.id })
    if (gone) await write(tx, orgId, id, current.name, 'updated', changes(current, null))
    return !!gone
  })
  return deleted ? { ok: true, data: current } : fail(409, roleInUse({ count: 1 }))
}
