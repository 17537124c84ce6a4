/**
 * Roles and the route paths of docs/app.md#routes each may open (docs/accounts.md#roles).
 * A path grants its sub-routes too: '/promo-codes' opens '/promo-codes/add'.
 * The server enforces the same map on every endpoint. The map is read from the list of areas (areas.ts).
 */
import { areaScreens, roles, type AreaPath, type Role } from './areas'

export { roles, type AreaPath, type Role } from './areas'

const opensToAll = (screen: (typeof areaScreens)[number]) => roles.every((role) => (screen.roles as readonly Role[]).includes(role))
/** Every role's paths start with what every role opens (dashboard, account), then its own in the list's order. */
const inGrantOrder = [...areaScreens.filter(opensToAll), ...areaScreens.filter((screen) => !opensToAll(screen))]

const rolePaths = new Map<string, readonly AreaPath[]>(
  roles.map((role) => [role, inGrantOrder.filter((screen) => (screen.roles as readonly Role[]).includes(role)).map((screen) => screen.path)]),
)

export function pathsForRole(role: string): readonly AreaPath[] {
  return rolePaths.get(role) ?? []
}

/** True when a granted area covers the pathname (itself or a sub-route). */
export function canOpen(permissions: readonly string[], pathname: string): boolean {
  return permissions.some((granted) => pathname === granted || pathname.startsWith(`${granted}/`))
}
