import * as v from 'valibot'
import { messages } from '../common'
import { listQueryWith } from '../lists'
import * as m from '../../paraglide/m/team'
import type { Labels } from '../vocabulary'

// What the Team list needs at navigation (its URL and filters), apart from the rest of the contract.

/** A member's standing: 'invited' people are invite rows (their own section), not members. */
export const memberStatuses = ['active', 'deactivated'] as const
export type MemberStatus = (typeof memberStatuses)[number]

/** A role key (docs/accounts.md#roles): the eight defaults' names or a custom role's 'r-<id>'; the server checks it exists. */
export const roleKey = v.pipe(
  v.string(() => m.roleUnknown()),
  v.regex(/^[a-z][a-z0-9-]{0,39}$/, () => m.roleUnknown()),
)

export const memberListQuery = listQueryWith(['name', 'email', 'role', 'status', 'last_sign_in_at', 'created_at'], {
  role: v.optional(roleKey),
  status: v.optional(v.picklist(memberStatuses, messages.invalid)),
})
export type MemberListQuery = v.InferInput<typeof memberListQuery>
export type MemberListParams = v.InferOutput<typeof memberListQuery>

/** Every member field as people read it (column, CSV, history). */
export const memberLabels = {
  get name() {
    return m.labelName()
  },
  get email() {
    return m.labelEmail()
  },
  get phone() {
    return m.labelPhone()
  },
  get role() {
    return m.labelRole()
  },
  get status() {
    return m.labelStatus()
  },
  get last_sign_in_at() {
    return m.labelLastSignIn()
  },
  get device_count() {
    return m.labelDevices()
  },
  get created_at() {
    return m.labelAdded()
  },
} satisfies Labels<string>

export const memberStatusLabels = {
  get active() {
    return m.statusActive()
  },
  get deactivated() {
    return m.statusDeactivated()
  },
} satisfies Labels<MemberStatus>
