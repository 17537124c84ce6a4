import { and, eq, or, sql } from 'drizzle-orm'
import { roleName } from '../../../src/contract/roles'
import { memberJoined, memberJoinedBody } from '../../../src/paraglide/m/inbox'
import { roles, users } from '../../auth/schema'
import type { Tx } from '../../db/client'
import { notify } from '../inbox'

/**
 * A new member tells those who look after the team (docs/areas/inbox.md): the owners, everyone whose role opens /team,
 * and whoever invited them. Written in the acceptance's own transaction.
 */
export async function tellTeam(tx: Tx, orgId: string, member: { id: string; name: string; role: string; invitedBy: string | null }): Promise<void> {
  const [held] = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.key, member.role)))
  const leads = await tx
    .select({ id: users.id })
    .from(users)
    .leftJoin(roles, and(eq(roles.orgId, users.orgId), eq(roles.key, users.role)))
    .where(and(eq(users.orgId, orgId), or(eq(users.role, 'owner'), sql`${roles.grants} ? '/team'`)))
  await notify(tx, orgId, {
    kind: 'member_joined',
    to: [...leads.map((lead) => lead.id), member.invitedBy],
    actorId: member.id,
    record: { type: 'member', id: member.id },
    link: '/team',
    text: () => ({ title: memberJoined({ name: member.name }), body: memberJoinedBody({ role: roleName(member.role, held?.name ?? member.role) }) }),
  })
}
