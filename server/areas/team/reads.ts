import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DeviceSession, Invite, Member, MemberListParams } from '../../../src/contract/team'
import type { Db } from '../../db/client'
import { sessions, users } from '../../auth/schema'
import { invites } from './schema'
import { iso } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'

/** A session that still signs its person in. */
export const liveSession = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))

// The members' own columns, and two figures from their sessions (each an indexed read by user id).
const userId = sql.raw('"users"."id"')
const lastSignIn = sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = ${userId})`
const deviceCount = sql<number>`(select count(*)::int from ${sessions} s where s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now())`
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`
const columns = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  name: fullName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  last_sign_in_at: lastSignIn,
  device_count: deviceCount,
  deactivated_at: users.deactivatedAt,
  created_at: users.createdAt,
  updated_at: users.updatedAt,
}
const selectMembers = (db: Db) => db.select(columns).from(users)
type Row = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number]

const when = (value: Date | string | null) => (value === null ? null : iso(new Date(value)))
const toMember = (row: Row): Member => ({
  ...row,
  device_count: Number(row.device_count),
  last_sign_in_at: when(row.last_sign_in_at),
  deactivated_at: when(row.deactivated_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

// The kit reads `org_id` and `id` of its table; `users` names its organisation `orgId` (its count reads `users` itself).
const memberTable = { id: users.id, org_id: users.orgId } as unknown as PgTable & { id: PgColumn; org_id: PgColumn }

/** The Team list (members of the organisation; invited people are invites), and one member (null for another organisation's). */
export const { list: listMembers, get: getMember } = resourceReads({
  table: memberTable,
  select: selectMembers,
  countFrom: (db) => db.select({ value: count() }).from(users),
  toItem: toMember,
  order: {
    by: { name: fullName, email: users.email, role: users.role, status: users.status, last_sign_in_at: lastSignIn, created_at: users.createdAt },
    default: 'name',
  },
  search: [users.firstName, users.lastName, users.email, users.phone],
  filters: (params: MemberListParams) => [params.role ? eq(users.role, params.role) : undefined, params.status ? eq(users.status, params.status) : undefined],
})

/** The organisation's open invites (neither accepted nor revoked), newest first; expired ones too, to resend. */
export async function listInvites(db: Db, orgId: string): Promise<Invite[]> {
  const rows = await db
    .select({
      id: invites.id,
      email: invites.email,
      phone: invites.phone,
      role: invites.role,
      invited_by_name: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      expires_at: invites.expires_at,
      expired: sql<boolean>`${invites.expires_at} <= now()`,
      created_at: invites.created_at,
    })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invited_by))
    .where(and(eq(invites.org_id, orgId), isNull(invites.accepted_at), isNull(invites.revoked_at)))
    .orderBy(desc(invites.created_at))
    .limit(500)
  return rows.map((row) => ({ ...row, expires_at: iso(row.expires_at), created_at: iso(row.created_at) }))
}

/** One open invite of the organisation, or null. */
export async function getInvite(db: Db, orgId: string, id: string): Promise<Invite | null> {
  return (await listInvites(db, orgId)).find((invite) => invite.id === id) ?? null
}

/** A person's live sessions, most recently used first; `current` marks the caller's own. */
export async function sessionsOf(db: Db, userId: string, currentSessionId?: string): Promise<DeviceSession[]> {
  const rows = await db
    .select({ id: sessions.id, user_agent: sessions.userAgent, ip: sessions.ip, created_at: sessions.createdAt, last_seen_at: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100)
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at), last_seen_at: iso(row.last_seen_at), current: row.id === currentSessionId }))
}
