import { queryOptions } from '@tanstack/react-query'
import { vendorStatsPath, vendorStatsResponse } from '../../contract/dashboard'
import * as m from '../../paraglide/m/dashboard'
import { apiRequest } from '../../lib/http'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  vendorStats: () => [...dashboardKeys.all, 'vendor-stats'] as const,
}

/** docs/app.md#errors: the dashboard counts' failure text is in `error` alone (not errorText's usual order). */
export const countsFailure = { fields: ['error'], fallback: () => m.countsFailed() } as const

export const vendorStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.vendorStats(),
    queryFn: ({ signal }) => apiRequest(vendorStatsPath, { schema: vendorStatsResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fields: countsFailure.fields, fallback: countsFailure.fallback() } },
    // Every save elsewhere changes these counts (and the Get started guide reads them): back on the dashboard, they refetch.
    staleTime: 0,
  })
