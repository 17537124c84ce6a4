import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { apiKeyPrefix, type ApiKey, type ApiKeyListParams } from '../../../src/contract/api-keys'
import { roleName } from '../../../src/contract/roles'
import { roles, users } from '../../auth/schema'
import { hashToken, newToken } from '../../auth/tokens'
import type { Db } from '../../db/client'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { apiKeys } from './schema'

const stateSql = sql<
  ApiKey['state']
>`case when ${apiKeys.revoked_at} is not null then 'revoked' when ${apiKeys.expires_at} <= now() then 'expired' else 'active' end`
const createdByName = sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = api_keys.created_by)`
const roleNameSql = sql<string | null>`(select r.name from ${roles} r where r.org_id = api_keys.org_id and r.key = api_keys.role)`

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  role: apiKeys.role,
  role_stored_name: roleNameSql,
  hint: apiKeys.hint,
  state: stateSql,
  rate_limit_per_minute: apiKeys.rate_limit_per_minute,
  created_by_name: createdByName,
  created_at: apiKeys.created_at,
  expires_at: apiKeys.expires_at,
  revoked_at: apiKeys.revoked_at,
  last_used_at: apiKeys.last_used_at,
  last_used_ip: apiKeys.last_used_ip,
}
const selectKeys = (db: Db) => db.select(columns).from(apiKeys)
type Row = Awaited<ReturnType<ReturnType<typeof selectKeys>['execute']>>[number]

const when = (value: Date | string | null) => (value === null ? null : iso(new Date(value)))
const toKey = ({ role_stored_name, ...row }: Row): ApiKey => ({
  ...row,
  role_name: roleName(row.role, role_stored_name ?? row.role),
  created_at: iso(new Date(row.created_at)),
  expires_at: when(row.expires_at),
  revoked_at: when(row.revoked_at),
  last_used_at: when(row.last_used_at),
})

const reads = resourceReads({
  table: apiKeys,
  select: selectKeys,
  toItem: toKey,
  order: {
    by: { created_at: apiKeys.created_at, name: apiKeys.name, last_used_at: apiKeys.last_used_at, expires_at: apiKeys.expires_at },
    default: '-created_at',
  },
  search: [apiKeys.name, apiKeys.hint],
  filters: (params: ApiKeyListParams) => [params.state ? sql`${stateSql} = ${params.state}` : undefined],
})

/** The organisation's keys (the API keys screen) and one of them (null for another organisation's). */
export const listKeys = reads.list
export const keyOf = (db: Db, orgId: string, id: string) => reads.get(db, orgId, id)

/** Whether `role` is a role of the organisation (a key is never more than one of its people could be). */
export async function roleExists(db: Db, orgId: string, role: string): Promise<boolean> {
  const [row] = await db
    .select({ key: roles.key })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.key, role)))
  return Boolean(row)
}

export type NewKey = { name: string; role: string; expires_at: string | null; rate_limit_per_minute: number }

/** Makes a key: its secret is answered once and only its hash is kept. */
export async function createKey(db: Db, orgId: string, createdBy: string, input: NewKey): Promise<{ id: string; secret: string }> {
  const secret = `${apiKeyPrefix}${newToken()}`
  const [row] = await db
    .insert(apiKeys)
    .values({
      org_id: orgId,
      name: input.name,
      role: input.role,
      secret_hash: hashToken(secret),
      hint: secret.slice(0, apiKeyPrefix.length + 6),
      rate_limit_per_minute: input.rate_limit_per_minute,
      created_by: createdBy,
      expires_at: input.expires_at ? new Date(input.expires_at) : null,
    })
    .returning({ id: apiKeys.id })
  return { id: row!.id, secret }
}

/** Revokes a live key of the organisation; false when there is none such (unknown, another's, or revoked already). */
export async function revokeKey(db: Db, orgId: string, id: string): Promise<boolean> {
  const revoked = await db
    .update(apiKeys)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.org_id, orgId), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id })
  return revoked.length > 0
}

/** A live key and who made it, from its secret: neither revoked nor expired, its maker still active. */
export type LiveKey = { id: string; orgId: string; name: string; role: string; createdBy: string; rateLimitPerMinute: number; stale: boolean }

export async function liveKey(db: Db, secret: string): Promise<LiveKey | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      orgId: apiKeys.org_id,
      name: apiKeys.name,
      role: apiKeys.role,
      createdBy: apiKeys.created_by,
      rateLimitPerMinute: apiKeys.rate_limit_per_minute,
      stale: sql<boolean>`${apiKeys.last_used_at} is null or ${apiKeys.last_used_at} < now() - interval '1 minute'`,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.created_by), eq(users.orgId, apiKeys.org_id)))
    .where(
      and(
        eq(apiKeys.secret_hash, hashToken(secret)),
        isNull(apiKeys.revoked_at),
        or(isNull(apiKeys.expires_at), gt(apiKeys.expires_at, sql`now()`)),
        eq(users.status, 'active'),
      ),
    )
  return row ?? null
}

/** When and from where a key was last used: at most one write a minute per key. */
export async function touchKey(db: Db, id: string, ip: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ last_used_at: sql`now()`, last_used_ip: ip })
    .where(eq(apiKeys.id, id))
}
