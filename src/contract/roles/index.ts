import * as v from 'valibot'
import { requiredText } from '../common'
import { messages } from '../common'
import { detailResponse, listQueryWith, staleResponse, updatedAtField } from '../lists'
import { alwaysOpen, roles, screenPaths } from '../permissions'
import type { Grants, Role } from '../permissions'
import * as m from '../../paraglide/m/roles'
import type { CsvSpec, Labels } from '../vocabulary'

/**
 * Roles as data (docs/accounts.md#roles-as-data): each organisation's eight default roles and its own, each a map of
 * grants per screen. Read by every member's permissions (get_urls, get_erp_user) and edited on /roles.
 */
export const rolePaths = { list: '/api/accounts/roles', one: (id: string) => `/api/accounts/roles/${encodeURIComponent(id)}` } as const

/** The default roles' names in the reader's language. */
const defaultNames: Record<Role, () => string> = {
  owner: m.roleOwner,
  manager: m.roleManager,
  catalogue: m.roleCatalogue,
  marketing: m.roleMarketing,
  support: m.roleSupport,
  finance: m.roleFinance,
  surveyor: m.roleSurveyor,
  dispatcher: m.roleDispatcher,
}
const isDefault = (key: string): key is Role => (roles as readonly string[]).includes(key)
/** A role's name: a default's from the catalogue, a custom role's as its organisation named it. */
export const roleName = (key: string, name: string) => (isDefault(key) ? defaultNames[key]() : name)

/** The screens a role editor chooses for: every screen but those every role opens anyway. */
export const grantableScreens = screenPaths.filter((path) => !alwaysOpen.includes(path))

const grant = v.picklist(['view', 'change'], () => m.chooseGrant())
/** Any screen of the list of areas; those every role opens are accepted and kept open whatever is sent. */
const grantsField = v.pipe(
  v.record(
    v.picklist(screenPaths, () => m.chooseGrant()),
    grant,
  ),
  v.transform((grants): Grants => grants),
)
const nameField = v.pipe(
  requiredText(() => m.enterName()),
  v.maxLength(60, () => m.nameMax()),
)

/** `require_totp`: its people are asked to sign in with an authenticator app (docs/accounts.md#authenticator-app). */
const requireTotp = v.optional(v.boolean(), false)
export const roleCreateBody = v.object({ name: nameField, grants: grantsField, require_totp: requireTotp })
export type RoleCreateBody = v.InferInput<typeof roleCreateBody>
/** A default role keeps its name: `name` is left out (or sent unchanged). */
export const roleUpdateBody = v.object({ name: v.optional(nameField), grants: grantsField, require_totp: requireTotp, updated_at: updatedAtField })
export type RoleUpdateBody = v.InferInput<typeof roleUpdateBody>

export const roleSchema = v.object({
  id: v.string(),
  key: v.string(),
  name: v.string(),
  builtin: v.boolean(),
  grants: v.record(v.string(), v.picklist(['view', 'change'])),
  /** How many people of the organisation have it. */
  members: v.number(),
  require_totp: v.boolean(),
  updated_at: v.string(),
})
export type RoleRecord = v.InferOutput<typeof roleSchema>
export const roleLabels = {
  get name() {
    return m.columnName()
  },
  get grants() {
    return m.screens()
  },
  get require_totp() {
    return m.requireTotp()
  },
} satisfies Partial<Labels<keyof RoleRecord>>

const roleKinds = ['default', 'custom'] as const
/** GET /api/accounts/roles: searched by name, filtered by kind, sorted by name or people (a picker asks for page_size=100). */
export const roleListQuery = listQueryWith(['name', 'members'], { kind: v.optional(v.picklist(roleKinds, messages.invalid)) })
export type RoleListQuery = v.InferInput<typeof roleListQuery>

/** The screens a role opens, as a spreadsheet cell: 'path: view|change', one after another. */
const grantsText = (grants: Grants) =>
  Object.entries(grants)
    .map(([path, grant]) => `${path}: ${grant}`)
    .join('; ')

export const roleCsv: CsvSpec<RoleRecord> = {
  filename: 'roles',
  get columns(): CsvSpec<RoleRecord>['columns'] {
    return [
      [m.columnName(), (row) => row.name],
      [m.columnKind(), (row) => (row.builtin ? m.kindDefault() : m.kindCustom())],
      [m.columnMembers(), (row) => row.members],
      [m.columnScreens(), (row) => grantsText(row.grants)],
    ]
  },
}
export const roleResponse = detailResponse(roleSchema)
export const roleStaleResponse = staleResponse(roleSchema)
