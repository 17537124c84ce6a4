import { createFileRoute } from '@tanstack/react-router'
import { vendorStatsQueryOptions } from '../../features/dashboard/api'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen'

export const Route = createFileRoute('/_app/dashboard')({
  // Started with the route, not after the shell and screen render; the screen shows its own loading state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(vendorStatsQueryOptions()),
  component: DashboardScreen,
})
