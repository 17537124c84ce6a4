import { createFileRoute, redirect } from '@tanstack/react-router'
import { erpUserQueryOptions } from '../../lib/signed-in-account'
import { refreshPermissions } from '../../lib/permissions-store'
import { AppShell } from '../../features/shell/app-shell'
import { isOnline } from '../../lib/connectivity'
import { hasAuthToken } from '../../lib/storage'
import { getLocale, intlLocale } from '../../contract/i18n/locale'

let formatsWarmed = false

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
    // Every signed-in screen shows figures or dates. A page's first Intl format loads the locale's data, tens of ms on a
    // slow phone: here it is a task of its own while the data loads, not part of the render that shows it (issue 36).
    if (!formatsWarmed) setTimeout(() => new Intl.NumberFormat(intlLocale[getLocale()]))
    formatsWarmed = true
  },
  component: AppShell,
})
