import { createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '../../features/shell/app-shell'
import { hasAuthToken } from '../../lib/storage'

/** The guard of SPEC.md 2: no stored token, no protected route. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!hasAuthToken()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true })
  },
  component: AppShell,
})
