import { createFileRoute, redirect } from '@tanstack/react-router'
import { hasAuthToken } from '../lib/storage'

/** docs/app.md#routes: / goes to /dashboard with a stored token, otherwise to /login. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: hasAuthToken() ? '/dashboard' : '/login', replace: true })
  },
})
