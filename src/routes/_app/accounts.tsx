import { createFileRoute } from '@tanstack/react-router'
import { AccountScreen } from '../../features/account/account-screen'
import { signOut } from '../../features/auth/session'

export const Route = createFileRoute('/_app/accounts')({ component: AccountRoute })

function AccountRoute() {
  return <AccountScreen onSignOut={signOut} />
}
