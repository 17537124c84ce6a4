import { areaScreens, type AreaPath } from '../../contract/areas'
import { groupLabel, screenLabel } from '../../lib/screen-labels'

export type NavItem = { path: AreaPath; label: string; icon: string; description: string }
export type NavGroup = { label: string; items: NavItem[] }

/** The sidebar: every protected area of docs/app.md#navigation (the list of areas, in its order), shown only where the user's permissions reach. */
const navGroups: NavGroup[] = []
const groupOf = new Map<NavGroup, string>()
for (const { group, path, icon, description } of areaScreens) {
  // Read when shown, so the sidebar speaks the page's language (src/lib/screen-labels.ts).
  const item = {
    path,
    get label() {
      return screenLabel(path)
    },
    icon,
    description,
  }
  const last = navGroups.at(-1)
  if (last && groupOf.get(last) === group) last.items.push(item)
  else {
    const next: NavGroup = {
      get label() {
        return groupLabel(group)
      },
      items: [item],
    }
    groupOf.set(next, group)
    navGroups.push(next)
  }
}

export const allNavItems = navGroups.flatMap((group) => group.items)

export function visibleGroups(permissions: readonly string[]): NavGroup[] {
  return navGroups
    .map((group) => ({ label: group.label, items: group.items.filter((item) => permissions.includes(item.path)) }))
    .filter((group) => group.items.length)
}

export function navItemFor(pathname: string): NavItem | undefined {
  return allNavItems.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
}
