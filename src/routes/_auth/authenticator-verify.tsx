import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { TotpVerifyScreen } from '../../features/auth/totp-verify-screen'
import { vendorStatsQueryOptions } from '../../features/dashboard/api'
import { redirectSearch } from '../../lib/redirect-search'

/** `sms`: whether "Send a code by SMS instead" shows (the login answer's sms_fallback; the server decides regardless). */
const search = v.object({ ...redirectSearch.entries, sms: v.optional(v.boolean(), true) })

export const Route = createFileRoute('/_auth/authenticator-verify')({
  validateSearch: search,
  component: AuthenticatorVerifyRoute,
})

function AuthenticatorVerifyRoute() {
  const { redirect, sms } = Route.useSearch()
  return <TotpVerifyScreen redirect={redirect} smsFallback={sms} prefetch={(queryClient) => queryClient.prefetchQuery(vendorStatsQueryOptions())} />
}
