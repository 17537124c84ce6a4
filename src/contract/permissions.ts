/**
 * Roles and the route paths of docs/app.md#routes each may open (docs/accounts.md#roles).
 * A path grants its sub-routes too: '/promo-codes' opens '/promo-codes/add'.
 * The eight default roles start from the list of areas (areas.ts); each organisation keeps its roles as data, each
 * a map of grants (screen path → 'view' or 'change'), which the server enforces on every endpoint.
 */
import { areaScreens, roles, type AreaPath, type Role } from './areas'
import { grantFor, type Grants } from './grants'

export { roles, type AreaPath, type Role } from './areas'
export type { Grant, Grants } from './grants'

const opensToAll = (screen: (typeof areaScreens)[number]) => roles.every((role) => (screen.roles as readonly Role[]).includes(role))
/** Every role's paths start with what every role opens (dashboard, account), then its own in the list's order. */
const inGrantOrder = [...areaScreens.filter(opensToAll), ...areaScreens.filter((screen) => !opensToAll(screen))]

/** Every screen a role can be granted, in grant order. */
export const screenPaths: readonly AreaPath[] = inGrantOrder.map((screen) => screen.path)
/** The screens every role opens whatever its grants (the dashboard and the person's own account). */
export const alwaysOpen: readonly AreaPath[] = areaScreens.filter(opensToAll).map((screen) => screen.path)

/** The grants of a default role as the list of areas gives them: 'change' where it opens a screen, 'view' where it only reads. */
export function defaultGrants(role: string): Grants {
  const grants: Grants = {}
  for (const screen of inGrantOrder) {
    if (role !== 'owner' && !(screen.roles as readonly string[]).includes(role)) continue
    grants[screen.path] = ('views' in screen ? (screen.views as readonly string[]) : []).includes(role) ? 'view' : 'change'
  }
  return grants
}

export function pathsForRole(role: string): readonly AreaPath[] {
  return grantedPaths(defaultGrants(role))
}

/** The paths a map of grants opens (get_urls), in grant order. */
export function grantedPaths(grants: Grants): AreaPath[] {
  return screenPaths.filter((path) => Object.hasOwn(grants, path))
}

/** True when a granted area covers the pathname (itself or a sub-route). */
export function canOpen(permissions: readonly string[], pathname: string): boolean {
  return permissions.some((granted) => pathname === granted || pathname.startsWith(`${granted}/`))
}

/** Whether grants let a call through to one of `areas`: a read needs any grant, a write 'change'. */
export function allowsCall(grants: Grants, areas: readonly string[], write: boolean): boolean {
  return areas.some((area) => {
    const grant = grantFor(grants, area)
    return grant === 'change' || (grant === 'view' && !write)
  })
}

const rank = { view: 1, change: 2 } as const

/** True when the actor opens every screen the target role opens, at the same or a higher level ('change' > 'view'). */
export function mayGrant(actorGrants: Grants, targetGrants: Grants): boolean {
  return Object.entries(targetGrants).every(([path, grant]) => {
    const own = actorGrants[path]
    return own !== undefined && rank[own] >= rank[grant]
  })
}

/**
 * Whether a request changes anything, by its method: GET, HEAD and OPTIONS read; so does a POST that only answers
 * (a list's export of the chosen rows, /api/bulk/<list>/export). Everything else (bulk actions and imports too) writes.
 */
export function writes(method: string, path: string): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return false
  return !(method.toUpperCase() === 'POST' && path.endsWith('/export'))
}
