/**
 * Roles and the route paths of SPEC.md 2 each may open (DESIGN.md 4).
 * A path grants its sub-routes too: '/promo-codes' opens '/promo-codes/add'.
 * The server enforces the same map on every endpoint.
 */
export const areaPaths = [
  '/dashboard',
  '/accounts',
  '/brands-list',
  '/products/templates',
  '/products/variants',
  '/inventory',
  '/promo-codes',
  '/feeds',
  '/ads',
  '/campaigns',
  '/subscribers',
  '/complaints',
  '/financials/wallet-transactions',
  '/financials/ledger',
  '/employees',
  '/booking',
  '/bookings-all',
  '/manage-logistics',
] as const
export type AreaPath = (typeof areaPaths)[number]

export const roles = ['owner', 'manager', 'catalogue', 'marketing', 'support', 'finance', 'surveyor', 'dispatcher'] as const
export type Role = (typeof roles)[number]

const base: AreaPath[] = ['/dashboard', '/accounts']

const rolePaths: Record<Role, readonly AreaPath[]> = {
  owner: areaPaths,
  manager: areaPaths.filter((path) => !path.startsWith('/financials')),
  catalogue: [...base, '/brands-list', '/products/templates', '/products/variants', '/inventory'],
  marketing: [...base, '/brands-list', '/promo-codes', '/feeds', '/ads', '/campaigns', '/subscribers'],
  support: [...base, '/complaints', '/subscribers', '/bookings-all'],
  finance: [...base, '/financials/wallet-transactions', '/financials/ledger'],
  surveyor: [...base, '/employees'],
  dispatcher: [...base, '/booking', '/bookings-all', '/manage-logistics'],
}

export function pathsForRole(role: string): readonly AreaPath[] {
  return (roles as readonly string[]).includes(role) ? rolePaths[role as Role] : []
}

/** True when a granted area covers the pathname (itself or a sub-route). */
export function canOpen(permissions: readonly string[], pathname: string): boolean {
  return permissions.some((granted) => pathname === granted || pathname.startsWith(`${granted}/`))
}
