import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { TotpSetup } from '../../features/account/totp-setup'
import { AuthHeading } from '../../features/auth/components/auth-layout'
import { loadPermissions } from '../../lib/permissions-store'
import { redirectSearch, safeRedirect } from '../../lib/redirect-search'
import { erpUserQueryOptions } from '../../lib/signed-in-account'
import * as m from '../../paraglide/m/security'
import { Skeleton } from '../../ui/states'

/**
 * A person whose role requires the authenticator app, after the SMS code (docs/accounts.md#authenticator-app): the
 * server opens nothing else to their session until the app is on; then the app loads as after any sign-in.
 */
export const Route = createFileRoute('/_auth/setup-authenticator')({
  validateSearch: redirectSearch,
  component: SetupAuthenticatorRoute,
})

function SetupAuthenticatorRoute() {
  const { redirect } = Route.useSearch()
  const navigate = useNavigate()
  const account = useQuery(erpUserQueryOptions())
  const finish = async () => {
    await loadPermissions()
    await navigate({ to: safeRedirect(redirect) ?? '/dashboard', replace: true })
  }
  return (
    <>
      <AuthHeading title={m.setupRequiredTitle()} text={m.setupRequiredText()} />
      {account.data ? <TotpSetup email={account.data.user.email} onDone={() => void finish()} /> : <Skeleton height={200} width={200} />}
    </>
  )
}
