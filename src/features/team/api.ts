import { queryOptions } from '@tanstack/react-query'
import { messageResponse } from '../../contract/common'
import {
  inviteListResponse,
  inviteResponse,
  memberSchema,
  sessionListResponse,
  teamPaths,
  type InviteBody,
  type Member,
  type MemberListQuery,
} from '../../contract/team'
import * as m from '../../paraglide/m/team'
import { apiRequest } from '../../lib/http'
import { defineResource } from '../../lib/resource-api'

/** docs/accounts.md#members. */
export const members = defineResource<Member, MemberListQuery>({
  key: ['team', 'members'],
  row: memberSchema,
  list: teamPaths.members,
  detail: teamPaths.member,
  toasts: { list: m.loadFailed, detail: m.loadFailed },
})

export const teamKeys = {
  invites: ['team', 'invites'] as const,
  sessions: (id: string) => ['team', 'sessions', id] as const,
  mine: ['account', 'sessions'] as const,
}

export const invitesQuery = () =>
  queryOptions({
    queryKey: teamKeys.invites,
    queryFn: ({ signal }) => apiRequest(teamPaths.invites, { schema: inviteListResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fallback: m.loadFailed() } },
  })

export const memberSessionsQuery = (id: string) =>
  queryOptions({
    queryKey: teamKeys.sessions(id),
    queryFn: ({ signal }) => apiRequest(teamPaths.sessions(id), { schema: sessionListResponse, signal }).then((body) => body.data),
  })

const post = (path: string) => apiRequest(path, { method: 'POST', body: {}, schema: messageResponse })

export const sendInvite = (body: InviteBody, idempotencyKey: string) =>
  apiRequest(teamPaths.invites, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey }, schema: inviteResponse })
export const resendInvite = (id: string) => post(teamPaths.resend(id))
export const revokeInvite = (id: string) => post(teamPaths.revoke(id))
export const changeRole = (id: string, role: string) => members.write('PUT', teamPaths.role(id), { role })
export const deactivateMember = (id: string) => members.write('POST', teamPaths.deactivate(id), {})
export const reactivateMember = (id: string) => members.write('POST', teamPaths.reactivate(id), {})
export const signOutMember = (id: string) => members.write('POST', teamPaths.signOut(id), {})
export const signOutMemberSession = (id: string, session: string) => members.write('POST', teamPaths.signOutSession(id, session), {})
