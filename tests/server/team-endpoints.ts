import { and, asc, eq, ne } from 'drizzle-orm'
import { inviteResponse, memberResponse } from '../../src/contract/team'
import { invites } from '../../server/areas/team/schema'
import { users } from '../../server/auth/schema'
import { hashToken, newToken } from '../../server/auth/tokens'
import { get } from './endpoint-kit'
import type { CallContext, Endpoint } from './endpoint-kit'
import { orgOf } from './subscribers-endpoints'

const teamArea = ['/team'] as const

/**
 * The member the Team rows change: the demo's second dispatcher (no role's shared-rules token is theirs, so deactivating
 * them signs no test out), or another organisation's first member for the 404 rule.
 */
async function memberOf(context: CallContext) {
  const orgId = await orgOf(context)
  const [row] = await context.t.db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.orgId, orgId), ne(users.email, 'owner@kesar.example')))
    .orderBy(asc(users.email))
    .limit(1)
  const [night] = await context.t.db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.email, 'night.dispatch@kesar.example')))
  const member = night ?? row
  if (!member) throw new Error('no member')
  return member
}

/** A fresh open invite of the organisation, made here so each call has one to resend or revoke. */
async function inviteOf(context: CallContext): Promise<string> {
  const [row] = await context.t.db
    .insert(invites)
    .values({
      org_id: await orgOf(context),
      email: `rules-${context.unique.toLowerCase()}@example.com`,
      phone: '+919812345670',
      role: 'support',
      token_hash: hashToken(newToken()),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invites.id })
  return row?.id ?? ''
}

/** The Team rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/team/members': { kind: 'list', areas: teamArea, call: () => get('/api/team/members') },
  'GET /api/team/members/{id}': { kind: 'detail', areas: teamArea, call: async (context) => get(`/api/team/members/${(await memberOf(context)).id}`) },
  'GET /api/team/members/{id}/sessions': {
    kind: 'detail',
    areas: teamArea,
    call: async (context) => get(`/api/team/members/${(await memberOf(context)).id}/sessions`),
  },
  'GET /api/team/invites': { kind: 'read', areas: teamArea, call: () => get('/api/team/invites') },
  'POST /api/team/invites': {
    kind: 'create',
    history: { type: 'invite', action: 'invited' },
    areas: teamArea,
    table: invites,
    saved: inviteResponse,
    call: ({ unique }) => ({
      method: 'POST',
      path: '/api/team/invites',
      body: { email: `new-${unique.toLowerCase()}@example.com`, phone: '9812345670', role: 'support' },
    }),
  },
  'POST /api/team/invites/{id}/resend': {
    kind: 'status',
    history: { type: 'invite', action: 'invited' },
    areas: teamArea,
    saved: inviteResponse,
    call: async (context) => ({ method: 'POST', path: `/api/team/invites/${await inviteOf(context)}/resend`, body: {} }),
    invalid: 'none',
  },
  'POST /api/team/invites/{id}/revoke': {
    kind: 'status',
    history: { type: 'invite', action: 'cancelled' },
    areas: teamArea,
    saved: inviteResponse,
    call: async (context) => ({ method: 'POST', path: `/api/team/invites/${await inviteOf(context)}/revoke`, body: {} }),
    invalid: 'none',
  },
  'PUT /api/team/members/{id}/role': {
    kind: 'status',
    history: { type: 'member', action: 'updated' },
    areas: teamArea,
    saved: memberResponse,
    call: async (context) => {
      const member = await memberOf(context)
      return { method: 'PUT', path: `/api/team/members/${member.id}/role`, body: { role: member.role === 'dispatcher' ? 'support' : 'dispatcher' } }
    },
  },
  'POST /api/team/members/{id}/deactivate|reactivate': {
    kind: 'status',
    history: { type: 'member', action: 'status' },
    areas: teamArea,
    saved: memberResponse,
    call: async (context) => {
      const member = await memberOf(context)
      return { method: 'POST', path: `/api/team/members/${member.id}/${member.status === 'active' ? 'deactivate' : 'reactivate'}`, body: {} }
    },
    invalid: 'none',
  },
  'POST /api/team/members/{id}/sign-out': {
    kind: 'status',
    history: { type: 'member', action: 'signed_out' },
    areas: teamArea,
    saved: memberResponse,
    call: async (context) => ({ method: 'POST', path: `/api/team/members/${(await memberOf(context)).id}/sign-out`, body: {} }),
    invalid: 'none',
  },
  'POST /api/bulk/team/deactivate': {
    kind: 'bulk',
    areas: teamArea,
    call: async (context) => ({ method: 'POST', path: '/api/bulk/team/deactivate', body: { ids: [(await memberOf(context)).id] } }),
  },
  'POST /api/bulk/team/role': {
    kind: 'bulk',
    areas: teamArea,
    call: async (context) => ({ method: 'POST', path: '/api/bulk/team/role', body: { ids: [(await memberOf(context)).id], role: 'support' } }),
  },
  'GET /api/accounts/sessions': { kind: 'read', areas: ['/accounts'], call: () => get('/api/accounts/sessions') },
}
