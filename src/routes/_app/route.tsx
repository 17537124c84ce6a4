import { createFileRoute, redirect } from '@tanstack/react-router'
import { erpUserQueryOptions } from '../../lib/signed-in-account'
import { refreshPermissions } from '../../lib/permissions-store'
import { AppShell } from '../../features/shell/app-shell'
import { isOnline } from '../../lib/connectivity'
import { hasAuthToken } from '../../lib/storage'

/** The guard of docs/app.md#routes: no stored token, no protected route. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location, context }) => {
    if (!hasAuthToken()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
    // Asked for here, not after the shell renders, so they travel beside the page's own chunks
    // and data; nothing waits on them (the shell shows the splash until permissions arrive).
    if (isOnline()) {
      void refreshPermissions(5 * 60_000)
      void context.queryClient.prefetchQuery(erpUserQueryOptions())
    }
  },
  component: AppShell,
})
