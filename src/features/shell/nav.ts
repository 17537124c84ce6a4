import { areaScreens, type AreaPath } from '../../contract/areas'

export type NavItem = { path: AreaPath; label: string; icon: string; description: string }
export type NavGroup = { label: string; items: NavItem[] }

/** The sidebar: every protected area of docs/app.md#navigation (the list of areas, in its order), shown only where the user's permissions reach. */
const navGroups: NavGroup[] = []
for (const { group, path, label, icon, description } of areaScreens) {
  const item = { path, label, icon, description }
  const last = navGroups.at(-1)
  if (last?.label === group) last.items.push(item)
  else navGroups.push({ label: group, items: [item] })
}

export const allNavItems = navGroups.flatMap((group) => group.items)

export function visibleGroups(permissions: readonly string[]): NavGroup[] {
  return navGroups.map((group) => ({ ...group, items: group.items.filter((item) => permissions.includes(item.path)) })).filter((group) => group.items.length)
}

export function navItemFor(pathname: string): NavItem | undefined {
  return allNavItems.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
}
