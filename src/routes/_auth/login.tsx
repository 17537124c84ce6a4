import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginScreen } from '../../features/auth/login-screen'
import { redirectSearch } from '../../lib/redirect-search'
import { hasAuthToken } from '../../lib/storage'

export const Route = createFileRoute('/_auth/login')({
  validateSearch: redirectSearch,
  beforeLoad: () => {
    if (hasAuthToken()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: to } = Route.useSearch()
  return <LoginScreen redirect={to} />
}
