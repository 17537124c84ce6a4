import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Member } from '../../../src/contract/team'
import { memberLabels } from '../../../src/contract/team/list'
import type { RevokeReason } from '../../auth/schema'
import { sessions, users } from '../../auth/schema'
import { mayAssign, roleKnown } from '../../auth/role-checks'
import type { SessionUser } from '../../auth/sessions'
import { sessionCache } from '../../auth/session-cache'
import type { Db, Tx } from '../../db/client'
import { diff, recordChange } from '../../kit/history'
import type { HistoryRecord } from '../../kit/history'
import { Refusal, fail, unlessRefused } from '../../kit/result'
import type { Saved } from '../../kit/result'
import { statsChanged } from '../../kit/stats-cache'
import { getMember, liveSession } from './reads'
import { lastOwner, memberNotFound, notYourself, roleAboveYours, roleUnknown, sessionNotFound } from '../../../src/paraglide/m/team'

/** The person making the change: their id and role (the request's user). */
export type Actor = Pick<SessionUser, 'id' | 'role'>

// One team write at a time per organisation: the last-owner guard counts owners and must see the other writes.
const teamLock = 2026_0028
export const lockTeam = (tx: Tx, orgId: string) => tx.execute(sql`select pg_advisory_xact_lock(${teamLock}, hashtext(${orgId}))`)

/** A member's label in the trail: their name, and the email that tells namesakes apart. */
export const memberLabel = (member: Pick<Member, 'name' | 'email'>) => `${member.name} <${member.email}>`

/**
 * After the commit of a write that ended sessions of the person: this process stops letting them in now, not when the
 * database's notice of the change comes back a few milliseconds later (server/auth/session-cache.ts).
 */
export const forgetSessionsOf = (db: Db, userId: string) => sessionCache(db).forgetUser(userId)

/** Ends every live session of the person, saying why (the 401 of their next request tells them). */
export async function endSessions(tx: Tx, userId: string, reason: RevokeReason, except?: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id })
  return ended.length
}

async function activeOwnersBesides(tx: Tx, orgId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.role, 'owner'), eq(users.status, 'active'), ne(users.id, userId)))
  return Number(row?.value ?? 0)
}

type Change = { role?: string; status?: 'active' | 'deactivated' }

/**
 * Changes a member's role or status in one transaction, with the guards: the member is the organisation's, the actor
 * may manage their current role and give the new one, the last active owner stays, nobody deactivates themselves. A
 * deactivation ends every session of the person (live: their open app lands on /login). Records one history entry.
 */
async function changeMember(db: Db, orgId: string, actor: Actor, id: string, change: Change): Promise<Saved<Member>> {
  const before = await getMember(db, orgId, id)
  if (!before) return fail(404, memberNotFound())
  if (change.role !== undefined && !(await roleKnown(db, orgId, change.role))) return fail(400, roleUnknown(), { errors: { role: [roleUnknown()] } })
  if (!(await mayAssign(db, orgId, actor.role, before.role))) return fail(403, roleAboveYours())
  if (change.role !== undefined && !(await mayAssign(db, orgId, actor.role, change.role))) return fail(403, roleAboveYours())
  const result = await unlessRefused(() =>
    db.transaction(async (tx) => {
      await lockTeam(tx, orgId)
      const [current] = await tx
        .select({ role: users.role, status: users.status })
        .from(users)
        .where(and(eq(users.id, id), eq(users.orgId, orgId)))
      if (!current) throw new Refusal(fail(404, memberNotFound()))
      const losesOwner = current.role === 'owner' && current.status === 'active' && (change.status === 'deactivated' || (change.role ?? 'owner') !== 'owner')
      if (losesOwner && (await activeOwnersBesides(tx, orgId, id)) === 0) throw new Refusal(fail(409, lastOwner()))
      // One may step down to another role (when another owner stays), not lock oneself out.
      if (id === actor.id && change.status === 'deactivated') throw new Refusal(fail(403, notYourself()))
      const deactivating = change.status === 'deactivated' && current.status !== 'deactivated'
      await tx
        .update(users)
        .set({
          ...change,
          ...(change.status ? { deactivatedAt: change.status === 'deactivated' ? sql`coalesce(${users.deactivatedAt}, now())` : null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id))
      if (deactivating) await endSessions(tx, id, 'deactivated')
      const after = await getMember(tx, orgId, id)
      if (!after) throw new Refusal(fail(404, memberNotFound()))
      const changes = diff(before, after, memberLabels, { omit: ['device_count', 'last_sign_in_at'] })
      if (changes.length > 0) {
        const record: HistoryRecord = { type: 'member', id, label: memberLabel(after), action: change.role ? 'updated' : 'status', changes }
        await recordChange(tx, orgId, record)
      }
      return { ok: true as const, data: after }
    }),
  )
  if (result.ok && change.status === 'deactivated') {
    forgetSessionsOf(db, id)
    await statsChanged(db, orgId)
  }
  return result
}

export const changeRole = (db: Db, orgId: string, actor: Actor, id: string, role: string) => changeMember(db, orgId, actor, id, { role })
export const setMemberStatus = (db: Db, orgId: string, actor: Actor, id: string, active: boolean) =>
  changeMember(db, orgId, actor, id, { status: active ? 'active' : 'deactivated' })

/** Signs a member out of every device (the owner's or manager's "Sign out everywhere"): one 'signed_out' entry. */
export async function signOutMember(db: Db, orgId: string, actor: Actor, id: string, sessionId?: string): Promise<Saved<Member>> {
  const member = await getMember(db, orgId, id)
  if (!member) return fail(404, memberNotFound())
  if (!(await mayAssign(db, orgId, actor.role, member.role))) return fail(403, roleAboveYours())
  // Every device, or (`sessionId`) the one the owner chose in the member's drawer.
  const ended = await db.transaction(async (tx) => {
    const count = sessionId ? await endSession(tx, id, sessionId) : await endSessions(tx, id, 'signed_out')
    if (count === 0 && sessionId) return 0
    const changes = [{ field: 'device_count', label: memberLabels.device_count, before: member.device_count, after: member.device_count - count }]
    await recordChange(tx, orgId, { type: 'member', id, label: memberLabel(member), action: 'signed_out', changes })
    return count
  })
  if (ended === 0 && sessionId) return fail(404, sessionNotFound())
  forgetSessionsOf(db, id)
  await statsChanged(db, orgId)
  const after = await getMember(db, orgId, id)
  return after ? { ok: true, data: after } : fail(404, memberNotFound())
}

/** Ends one live session of the person (0 when it is not theirs or already over). */
async function endSession(tx: Tx, userId: string, sessionId: string): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: 'signed_out' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), liveSession))
    .returning({ id: sessions.id })
  return ended.length
}
