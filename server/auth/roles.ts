import { and, eq, sql } from 'drizzle-orm'
import { alwaysOpen, defaultGrants, mayGrant, roles as defaultRoles, screenPaths } from '../../src/contract/permissions'
import type { Grants } from '../../src/contract/permissions'
import type { Db, Tx } from '../db/client'
import { hearsChanges, versionOf } from '../kit/org-changes'
import { perHandle } from '../kit/per-handle'
import { roles } from './schema'

export { mayGrant }

/**
 * Each organisation's roles as data (docs/accounts.md#roles-as-data). A process keeps an organisation's role map
 * until the organisation's next recorded change (every role write records one; server/kit/org-changes.ts), heard in
 * the writing process at once and in every other on commit, and for `trustMs` at most. Past that, or while the
 * changes' channel is not heard, a request checks the map with one query: it compares the map's version (a digest of
 * every role's key and updated_at) with the one this process holds, and sends the rows only when they differ.
 */
type RoleEntry = { id: string; key: string; name: string; builtin: boolean; grants: Grants; requireTotp: boolean }
type OrgRoles = { version: string; byKey: Map<string, RoleEntry>; trusted?: { orgVersion: string; at: number } }
/** How long a map is used without its check: a role edited outside the app (by SQL) is seen within this. */
const trustMs = 30_000

const cacheOf = perHandle((_db: Db) => new Map<string, OrgRoles>())
/** Never a digest: the version of a map not read yet. */
const unread = '-'

type Row = {
  version: string
  id: string | null
  key: string | null
  name: string | null
  builtin: boolean | null
  grants: Grants | null
  require_totp: boolean | null
}

async function readRoles(db: Db, orgId: string, known: string): Promise<Row[]> {
  const result = (await db.execute(
    sql`with v as (
          select coalesce(md5(string_agg(key || '@' || updated_at::text, ',' order by key)), '') as version
          from ${roles} where org_id = ${orgId}
        )
        select v.version, r.id, r.key, r.name, r.builtin, r.grants, r.require_totp
        from v left join ${roles} as r on r.org_id = ${orgId} and v.version <> ${known}`,
  )) as unknown as { rows: Row[] }
  return result.rows
}

/** The eight defaults are there and the owner's grants name every screen of the list of areas. */
const complete = (byKey: Map<string, RoleEntry>) => {
  const owner = byKey.get('owner')
  return !!owner && defaultRoles.every((key) => byKey.has(key)) && screenPaths.every((path) => Object.hasOwn(owner.grants, path))
}

async function orgRoles(db: Db, orgId: string, synced = false): Promise<OrgRoles> {
  const cache = cacheOf(db)
  const known = cache.get(orgId)
  const orgVersion = versionOf(orgId)
  const hearing = hearsChanges(db)
  const { trusted } = known ?? {}
  if (known && trusted && hearing && trusted.orgVersion === orgVersion && Date.now() - trusted.at < trustMs) return known
  const rows = await readRoles(db, orgId, known?.version ?? unread)
  const version = rows[0]?.version ?? ''
  const trust = hearing && versionOf(orgId) === orgVersion ? { orgVersion, at: Date.now() } : undefined
  if (known && version === known.version) {
    known.trusted = trust
    return known
  }
  const byKey = new Map<string, RoleEntry>()
  for (const { id, key, name, builtin, grants, require_totp } of rows)
    if (id && key) byKey.set(key, { id, key, name: name ?? key, builtin: !!builtin, grants: grants ?? {}, requireTotp: !!require_totp })
  if (!complete(byKey) && !synced) {
    await db.transaction((tx) => ensureRoles(tx, orgId))
    return orgRoles(db, orgId, true)
  }
  const fresh = { version, byKey, trusted: synced ? undefined : trust }
  if (cache.size > 10_000) cache.clear()
  cache.set(orgId, fresh)
  return fresh
}

/**
 * Gives an organisation its eight default roles (at sign-up, by the seed, and for an organisation from before roles
 * were data), and a screen added to the list of areas since its roles were last synced: each default role gets that
 * screen's default grant. The owner's grants name every screen it has been synced with; a screen missing there is new.
 */
export async function ensureRoles(tx: Db | Tx, orgId: string): Promise<void> {
  await tx
    .insert(roles)
    .values(defaultRoles.map((key) => ({ orgId, key, name: key, builtin: true, grants: defaultGrants(key) })))
    .onConflictDoNothing()
  const builtins = await tx
    .select({ id: roles.id, key: roles.key, grants: roles.grants })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.builtin, true)))
  const owner = builtins.find((role) => role.key === 'owner')
  const added = screenPaths.filter((path) => !owner || !Object.hasOwn(owner.grants, path))
  if (added.length === 0) return
  for (const role of builtins) {
    const defaults = defaultGrants(role.key)
    const grants = { ...role.grants }
    for (const path of added) if (defaults[path]) grants[path] = defaults[path]
    await tx
      .update(roles)
      .set({ grants, updatedAt: sql`now()` })
      .where(eq(roles.id, role.id))
  }
}

/** Each kept role's effective grants, worked out once: every request checks its caller's (issue 36). */
const effectiveOf = new WeakMap<object, Readonly<Grants>>()

/** What a role may open: the owner every screen, any other its grants and the screens every role opens. */
export function effective(entry: Pick<RoleEntry, 'key' | 'grants'>): Grants {
  const known = effectiveOf.get(entry)
  if (known) return known
  const grants = Object.freeze(entry.key === 'owner' ? defaultGrants('owner') : grantsOpened(entry.grants))
  effectiveOf.set(entry, grants)
  return grants
}

/** A role's own grants and the screens every role opens, in grant order. */
function grantsOpened(own: Grants): Grants {
  const grants: Grants = {}
  for (const path of screenPaths) {
    const grant = alwaysOpen.includes(path) ? 'change' : own[path]
    if (grant) grants[path] = grant
  }
  return grants
}

/** A role's grants in its organisation (null: no such role there). */
export async function grantsOf(db: Db, orgId: string, roleKey: string): Promise<Grants | null> {
  const entry = (await orgRoles(db, orgId)).byKey.get(roleKey)
  return entry ? effective(entry) : null
}

/** A role as a member holds it: its id, key, stored name, kind and effective grants. */
export type HeldRole = RoleEntry

/** The role by key with its effective grants (null: no such role in the organisation). */
export async function roleOf(db: Db, orgId: string, roleKey: string): Promise<HeldRole | null> {
  const entry = (await orgRoles(db, orgId)).byKey.get(roleKey)
  return entry ? { ...entry, grants: effective(entry) } : null
}

/** Every role of the organisation with its effective grants, defaults first in their order, then custom ones by name. */
export async function listRoles(db: Db, orgId: string): Promise<RoleEntry[]> {
  const entries = [...(await orgRoles(db, orgId)).byKey.values()].map((entry) => ({ ...entry, grants: effective(entry) }))
  const order = (entry: RoleEntry) => (defaultRoles as readonly string[]).indexOf(entry.key)
  return entries.sort((a, b) => (a.builtin && b.builtin ? order(a) - order(b) : a.builtin ? -1 : b.builtin ? 1 : a.name.localeCompare(b.name)))
}
