import type { QueryClient } from '@tanstack/react-query'
import { loadPermissions } from './permissions-store'

/**
 * A change to the signed-in person's own member record (docs/accounts.md#sessions), heard on the live stream: their
 * role changed, they were deactivated, or one of their devices was signed out. The permissions (get_urls) and the
 * person's data are fetched again: a new role reshapes the sidebar and the screens it opens; a session that ended
 * meets the 401, whose message says why, and the app lands on /login.
 */
export function followOwnChange(queryClient: QueryClient): void {
  void loadPermissions()
  void queryClient.invalidateQueries({ queryKey: ['account'] })
}
