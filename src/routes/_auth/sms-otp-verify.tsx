import { createFileRoute } from '@tanstack/react-router'
import { SmsOtpScreen } from '../../features/auth/sms-otp-screen'
import { vendorStatsQueryOptions } from '../../features/dashboard/api'
import { redirectSearch } from '../../lib/redirect-search'

export const Route = createFileRoute('/_auth/sms-otp-verify')({
  validateSearch: redirectSearch,
  component: SmsOtpRoute,
})

function SmsOtpRoute() {
  const { redirect } = Route.useSearch()
  // docs/accounts.md#sign-in: after sign-in the counts load straight away, so the dashboard opens with data.
  return <SmsOtpScreen redirect={redirect} prefetch={(queryClient) => queryClient.prefetchQuery(vendorStatsQueryOptions())} />
}
