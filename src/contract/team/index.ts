import * as v from 'valibot'
import { requiredText, safeText } from '../common'
import { bulkBodyWith } from '../bulk'
import { detailResponse, uuidOf } from '../lists'
import { memberLabels, memberStatusLabels, memberStatuses, roleKey } from './list'
import type { CsvSpec } from '../vocabulary'
import * as m from '../../paraglide/m/team'
import * as auth from '../../paraglide/m/auth'

export { memberListQuery } from './list'
export type { MemberListParams, MemberListQuery, MemberStatus } from './list'

/**
 * The Team area (docs/accounts.md#members): the organisation's members, its open invites, and where each member is
 * signed in. Owner and manager; the accept of an invite is public (its token is the proof).
 */

export const memberSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  role: v.string(),
  status: v.picklist(memberStatuses),
  /** The newest session's start; null when never signed in. */
  last_sign_in_at: v.nullable(v.string()),
  /** Live (neither expired nor revoked) sessions. */
  device_count: v.number(),
  deactivated_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Member = v.InferOutput<typeof memberSchema>
export const memberResponse = detailResponse(memberSchema)

export const inviteSchema = v.object({
  id: v.string(),
  email: v.string(),
  phone: v.string(),
  role: v.string(),
  invited_by_name: v.nullable(v.string()),
  expires_at: v.string(),
  /** True once its 7 days have passed: resend gives it a new link and 7 more days. */
  expired: v.boolean(),
  created_at: v.string(),
})
export type Invite = v.InferOutput<typeof inviteSchema>
export const inviteListResponse = detailResponse(v.array(inviteSchema))
export const inviteResponse = detailResponse(inviteSchema)

/** One signed-in device (a live session): browser and system read from its User-Agent by the app. */
export const sessionSchema = v.object({
  id: v.string(),
  user_agent: v.nullable(v.string()),
  ip: v.nullable(v.string()),
  created_at: v.string(),
  last_seen_at: v.string(),
  /** The session making the request. */
  current: v.boolean(),
})
export type DeviceSession = v.InferOutput<typeof sessionSchema>
export const sessionListResponse = detailResponse(v.array(sessionSchema))

const emailField = v.pipe(
  requiredText(() => m.enterEmail()),
  v.toLowerCase(),
  v.maxLength(120, () => m.invalidEmail()),
  v.email(() => m.invalidEmail()),
)
const phoneField = (enter: () => string, valid: () => string) => v.pipe(requiredText(enter), v.regex(/^(\+91)?[6-9]\d{9}$/, valid))

export const inviteBody = v.object({ email: emailField, phone: phoneField(m.enterPhone, m.validPhone), role: roleKey })
export type InviteBody = v.InferInput<typeof inviteBody>

/** The body of an action that needs nothing more than its path (deactivate, resend...): an empty object. */
export const actionBody = v.object({})

export const roleBody = v.object({ role: roleKey })
export type RoleBody = v.InferInput<typeof roleBody>
export const bulkRoleBody = bulkBodyWith({ role: roleKey })

/** The public page of an invite: who invites to what (docs/accounts.md#invites). */
export const inviteViewSchema = v.object({
  organisation: v.string(),
  role: v.string(),
  email: v.string(),
  phone: v.string(),
  invited_by: v.nullable(v.string()),
})
export const inviteViewResponse = detailResponse(inviteViewSchema)
export type InviteView = v.InferOutput<typeof inviteViewSchema>

export const inviteTokenField = v.pipe(
  safeText(),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, () => m.inviteUnknown()),
)
/** Accepting an invite: the person's name, password and phone (then the SMS code of /sms-otp-verify). Texts of the sign-in screens (auth). */
export const acceptInviteBody = v.object({
  token: inviteTokenField,
  first_name: v.pipe(
    requiredText(() => auth.enterFirstName()),
    v.maxLength(50, () => auth.firstNameMax()),
  ),
  last_name: v.pipe(
    requiredText(() => auth.enterLastName()),
    v.maxLength(50, () => auth.lastNameMax()),
  ),
  phone: phoneField(auth.enterPhone, auth.phoneInvalid),
  password: v.pipe(
    safeText(),
    v.minLength(8, () => auth.passwordMin8()),
    v.maxLength(50, () => auth.passwordMax50()),
  ),
})
export type AcceptInviteBody = v.InferInput<typeof acceptInviteBody>
/** Accepted: the SMS code is on its way; the app goes on to /sms-otp-verify with this email. */
export const acceptInviteResponse = v.object({ status: v.boolean(), message: v.string(), email: v.string() })

export const memberIdParam = uuidOf(() => m.memberNotFound())

export const memberCsv: CsvSpec<Member> = {
  filename: 'team',
  get columns(): CsvSpec<Member>['columns'] {
    return [
      [memberLabels.name, (row) => row.name],
      [memberLabels.email, (row) => row.email],
      [memberLabels.phone, (row) => row.phone],
      [memberLabels.role, (row) => row.role],
      [memberLabels.status, (row) => memberStatusLabels[row.status]],
      [memberLabels.last_sign_in_at, (row) => row.last_sign_in_at],
      [memberLabels.device_count, (row) => row.device_count],
      [memberLabels.created_at, (row) => row.created_at],
    ]
  },
}

/** The Team API, spelled once. */
export const teamPaths = {
  members: '/api/team/members',
  member: (id: string) => `/api/team/members/${encodeURIComponent(id)}`,
  role: (id: string) => `/api/team/members/${encodeURIComponent(id)}/role`,
  deactivate: (id: string) => `/api/team/members/${encodeURIComponent(id)}/deactivate`,
  reactivate: (id: string) => `/api/team/members/${encodeURIComponent(id)}/reactivate`,
  sessions: (id: string) => `/api/team/members/${encodeURIComponent(id)}/sessions`,
  signOut: (id: string) => `/api/team/members/${encodeURIComponent(id)}/sign-out`,
  /** One device of the member (the owner's "Sign out" on a row of the member's devices). */
  signOutSession: (id: string, session: string) => `/api/team/members/${encodeURIComponent(id)}/sessions/${encodeURIComponent(session)}/sign-out`,
  invites: '/api/team/invites',
  resend: (id: string) => `/api/team/invites/${encodeURIComponent(id)}/resend`,
  revoke: (id: string) => `/api/team/invites/${encodeURIComponent(id)}/revoke`,
  /** Public: an invite by its token, and its accept. */
  invite: (token: string) => `/api/invite/${encodeURIComponent(token)}`,
  accept: '/api/invite/accept',
  /** The signed-in person's own devices (any role). */
  mySessions: '/api/accounts/sessions',
  endMySession: (id: string) => `/api/accounts/sessions/${encodeURIComponent(id)}/sign-out`,
  endOtherSessions: '/api/accounts/sessions/sign-out-others',
} as const
