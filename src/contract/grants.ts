// Apart from the list of areas (permissions.ts), so the app's first download can read a grant without the whole list.

/** What a role may do on a screen: read it, or read and change it; a screen not in the map is closed. */
export type Grant = 'view' | 'change'
export type Grants = Record<string, Grant>

/** The grant covering a pathname (the screen's own, or the one of a screen it is a sub-route of); null when closed. */
export function grantFor(grants: Grants, pathname: string): Grant | null {
  let best: Grant | null = null
  for (const granted in grants) {
    if (pathname !== granted && !pathname.startsWith(`${granted}/`)) continue
    const grant = grants[granted]!
    if (grant === 'change') return grant
    best = grant
  }
  return best
}
