import { queryOptions } from '@tanstack/react-query'
import { vendorStatsPath, vendorStatsResponse } from '../../contract/dashboard'
import { apiRequest } from '../../lib/http'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  vendorStats: () => [...dashboardKeys.all, 'vendor-stats'] as const,
}

export const vendorStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.vendorStats(),
    queryFn: ({ signal }) => apiRequest(vendorStatsPath, { schema: vendorStatsResponse, signal }).then((body) => body.data),
    meta: { errorToast: { fields: ['error'], fallback: 'Failed to fetch dashboard counts' } },
  })
