import { createFileRoute, redirect } from '@tanstack/react-router'
import { SignupScreen } from '../../features/auth/signup-screen'
import { hasAuthToken } from '../../lib/storage'

export const Route = createFileRoute('/_auth/signup')({
  beforeLoad: () => {
    if (hasAuthToken()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: SignupScreen,
})
