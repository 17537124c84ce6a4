import { and, eq, isNull, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Invite, InviteView, acceptInviteBody, inviteBody } from '../../../src/contract/team'
import { organisations, users } from '../../auth/schema'
import type { CodeTransport } from '../../auth/code-transport'
import { issueCode } from '../../auth/otp'
import { hashPassword } from '../../auth/passwords'
import { mayAssign, roleDisplayName, roleKnown } from '../../auth/role-checks'
import type { SessionUser } from '../../auth/sessions'
import { hashToken, newToken } from '../../auth/tokens'
import type { Db } from '../../db/client'
import { recordChange } from '../../kit/history'
import { Refusal, fail, isUniqueViolation, unlessRefused } from '../../kit/result'
import type { Outcome, Saved } from '../../kit/result'
import { invites } from './schema'
import { getInvite } from './reads'
import { lockTeam } from './writes'
import { tellTeam } from './notices'
import {
  emailAlreadyMember,
  emailInOtherOrg,
  inviteExpired,
  inviteNotFound,
  inviteRevoked,
  inviteRevokedLink,
  inviteUnknown,
  inviteUsed,
  labelEmail,
  labelExpires,
  labelName,
  labelPhone,
  labelRole,
  labelStatus,
  roleAboveYours,
  roleUnknown,
  statusInvited,
} from '../../../src/paraglide/m/team'

/** An invite is good for this long (docs/accounts.md#invites). */
const inviteDays = 7
const expiresIn = sql`now() + make_interval(days => ${inviteDays})`

/** Stores Indian mobile numbers as +91XXXXXXXXXX whichever way they were typed (as sign-up does). */
const normalisePhone = (phone: string): string => `+91${phone.replace(/\D/g, '').slice(-10)}`
const emailRefused = (message: string) => fail(409, message, { errors: { email: [message] } })

type InviteInput = v.InferOutput<typeof inviteBody>
type Sender = { transport: CodeTransport; baseUrl: string }

/** Sends the link (the only place the raw token exists) in the inviter's language. */
async function sendInvite(db: Db, { transport, baseUrl }: Sender, inviter: SessionUser, invite: { email: string; role: string }, token: string) {
  const [org] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, inviter.orgId))
  await transport.send({
    channel: 'email',
    to: invite.email,
    email: invite.email,
    purpose: 'invite',
    link: `${baseUrl}/invite/${token}`,
    organisation: org?.name ?? '',
    invitedBy: `${inviter.first_name} ${inviter.last_name}`.trim(),
    role: await roleDisplayName(db, inviter.orgId, invite.role),
    language: inviter.language,
    org: { id: inviter.orgId, by: inviter.id },
  })
}

/**
 * Invites a person by email and phone with a role: the role must be the organisation's and no more than the inviter's;
 * an email that is already a member here or of another organisation is refused with a clear message (no takeover).
 * Inviting an address with an open invite replaces it (a new link, the old one dead).
 */
export async function createInvite(db: Db, sender: Sender, inviter: SessionUser, input: InviteInput): Promise<Saved<Invite>> {
  const orgId = inviter.orgId
  if (!(await roleKnown(db, orgId, input.role))) return fail(400, roleUnknown(), { errors: { role: [roleUnknown()] } })
  if (!(await mayAssign(db, orgId, inviter.role, input.role))) return fail(403, roleAboveYours(), { errors: { role: [roleAboveYours()] } })
  const [existing] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.email, input.email))
  if (existing) return emailRefused(existing.orgId === orgId ? emailAlreadyMember() : emailInOtherOrg())
  const token = newToken()
  const values = { phone: normalisePhone(input.phone), role: input.role, invited_by: inviter.id, token_hash: hashToken(token), expires_at: expiresIn }
  const id = await db.transaction(async (tx) => {
    await lockTeam(tx, orgId)
    const open = and(eq(invites.org_id, orgId), eq(invites.email, input.email), isNull(invites.accepted_at), isNull(invites.revoked_at))
    const [before] = await tx.select({ id: invites.id, phone: invites.phone, role: invites.role }).from(invites).where(open)
    const [row] = before
      ? await tx
          .update(invites)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(invites.id, before.id))
          .returning({ id: invites.id })
      : await tx
          .insert(invites)
          .values({ org_id: orgId, email: input.email, ...values })
          .returning({ id: invites.id })
    if (!row) throw new Error('the invite was not saved')
    const changes = [
      { field: 'email', label: labelEmail(), before: before ? input.email : null, after: input.email },
      { field: 'phone', label: labelPhone(), before: before?.phone ?? null, after: values.phone },
      { field: 'role', label: labelRole(), before: before?.role ?? null, after: input.role },
    ]
    await recordChange(tx, orgId, { type: 'invite', id: row.id, label: input.email, action: 'invited', changes })
    return row.id
  })
  await sendInvite(db, sender, inviter, { email: input.email, role: input.role }, token)
  const invite = await getInvite(db, orgId, id)
  return invite ? { ok: true, data: invite } : fail(404, inviteNotFound())
}

/** A new link and 7 more days for an open invite; the old link stops working at once. */
export async function resendInvite(db: Db, sender: Sender, inviter: SessionUser, id: string): Promise<Saved<Invite>> {
  const invite = await getInvite(db, inviter.orgId, id)
  if (!invite) return fail(404, inviteNotFound())
  if (!(await mayAssign(db, inviter.orgId, inviter.role, invite.role))) return fail(403, roleAboveYours())
  const token = newToken()
  await db.transaction(async (tx) => {
    await tx
      .update(invites)
      .set({ token_hash: hashToken(token), expires_at: expiresIn, invited_by: inviter.id, updated_at: sql`now()` })
      .where(eq(invites.id, id))
    const changes = [{ field: 'expires_at', label: labelExpires(), before: invite.expires_at, after: 'renewed' }]
    await recordChange(tx, inviter.orgId, { type: 'invite', id, label: invite.email, action: 'invited', changes })
  })
  await sendInvite(db, sender, inviter, invite, token)
  const after = await getInvite(db, inviter.orgId, id)
  return after ? { ok: true, data: after } : fail(404, inviteNotFound())
}

/** Withdraws an open invite: its link answers "withdrawn" from now on. */
export async function revokeInvite(db: Db, inviter: SessionUser, id: string): Promise<Saved<Invite>> {
  const invite = await getInvite(db, inviter.orgId, id)
  if (!invite) return fail(404, inviteNotFound())
  if (!(await mayAssign(db, inviter.orgId, inviter.role, invite.role))) return fail(403, roleAboveYours())
  await db.transaction(async (tx) => {
    await tx
      .update(invites)
      .set({ revoked_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(invites.id, id))
    const changes = [{ field: 'status', label: labelStatus(), before: statusInvited(), after: inviteRevoked() }]
    await recordChange(tx, inviter.orgId, { type: 'invite', id, label: invite.email, action: 'cancelled', changes })
  })
  return { ok: true, data: invite }
}

/** The invite behind a link, if it can still be accepted; otherwise why not (used, withdrawn, expired, unknown). */
async function openInvite(db: Db, token: string) {
  const [row] = await db
    .select({
      id: invites.id,
      orgId: invites.org_id,
      email: invites.email,
      phone: invites.phone,
      role: invites.role,
      organisation: organisations.name,
      invitedBy: sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${invites.invited_by})`,
      invitedById: invites.invited_by,
      accepted: sql<boolean>`${invites.accepted_at} is not null`,
      revoked: sql<boolean>`${invites.revoked_at} is not null`,
      expired: sql<boolean>`${invites.expires_at} <= now()`,
    })
    .from(invites)
    .innerJoin(organisations, eq(organisations.id, invites.org_id))
    .where(eq(invites.token_hash, hashToken(token)))
  if (!row) return fail(404, inviteUnknown())
  if (row.accepted) return fail(410, inviteUsed())
  if (row.revoked) return fail(410, inviteRevokedLink())
  if (row.expired) return fail(410, inviteExpired())
  return { ok: true as const, invite: row }
}

/** What the invite page shows: the organisation, the role, and the address and phone it was sent for. */
export async function viewInvite(db: Db, token: string): Promise<Outcome<{ data: InviteView }>> {
  const found = await openInvite(db, token)
  if (!found.ok) return found
  const { organisation, orgId, role, email, phone, invitedBy } = found.invite
  return { ok: true, data: { organisation, role: await roleDisplayName(db, orgId, role), email, phone, invited_by: invitedBy } }
}

type AcceptInput = v.InferOutput<typeof acceptInviteBody>

/**
 * Accepts an invite: makes the member (active, the invite's role) with the chosen name, password and phone, marks the
 * invite used (single use, even when two tabs send it at once), and sends the SMS code of the ordinary sign-in:
 * the app goes on to /sms-otp-verify, which proves the phone and opens the first session.
 */
export async function acceptInvite(db: Db, transport: CodeTransport, input: AcceptInput): Promise<Outcome<{ email: string; phone: string }>> {
  const found = await openInvite(db, input.token)
  if (!found.ok) return found
  const { invite } = found
  const passwordHash = await hashPassword(input.password)
  const phone = normalisePhone(input.phone)
  const accepted = await unlessRefused(async () => {
    try {
      return await db.transaction(async (tx) => {
        const claimed = await tx
          .update(invites)
          .set({ accepted_at: sql`now()`, updated_at: sql`now()` })
          .where(and(eq(invites.id, invite.id), isNull(invites.accepted_at), isNull(invites.revoked_at), sql`${invites.expires_at} > now()`))
          .returning({ id: invites.id })
        if (claimed.length === 0) throw new Refusal(fail(409, inviteUsed()))
        const [org] = await tx.select({ city: organisations.city }).from(organisations).where(eq(organisations.id, invite.orgId))
        const [user] = await tx
          .insert(users)
          .values({
            orgId: invite.orgId,
            firstName: input.first_name,
            lastName: input.last_name,
            email: invite.email,
            phone,
            passwordHash,
            role: invite.role,
            city: org?.city ?? 'hyd',
          })
          .returning({ id: users.id })
        if (!user) throw new Error('the member was not saved')
        const name = `${input.first_name} ${input.last_name}`.trim()
        const changes = [
          { field: 'name', label: labelName(), before: null, after: name },
          { field: 'role', label: labelRole(), before: null, after: invite.role },
          { field: 'status', label: labelStatus(), before: null, after: 'active' },
        ]
        await recordChange(tx, invite.orgId, { type: 'member', id: user.id, label: `${name} <${invite.email}>`, action: 'created', changes })
        await tellTeam(tx, invite.orgId, { id: user.id, name, role: invite.role, invitedBy: invite.invitedById })
        return { ok: true as const, userId: user.id }
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal(emailRefused(emailInOtherOrg()))
      throw error
    }
  })
  if (!accepted.ok) return accepted
  const issued = await issueCode(db, invite.email, 'login')
  if (!issued.ok) throw new Error('the first sign-in code was not issued')
  await transport.send({
    channel: 'sms',
    to: phone,
    email: invite.email,
    purpose: 'login',
    code: issued.code,
    language: 'en',
    org: { id: invite.orgId, by: accepted.userId },
  })
  return { ok: true, email: invite.email, phone }
}
