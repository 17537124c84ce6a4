import { onlineManager, queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { adsStatsPath, adsStatsResponse } from '../../contract/ads/stats'
import * as m from '../../paraglide/m/dashboard'
import { apiRequest } from '../../lib/http'
import { formatCount } from '../../lib/format'
import { formatAmount } from '../../lib/money'
import { canOpen } from '../../contract/permissions'
import { usePermissions } from '../../lib/permissions-store'
import { LineChart } from '../../ui/line-chart'
import { Skeleton } from '../../ui/states'
import { dashboardKeys } from './api'

// Here rather than in api.ts: the dashboard's loader (in the first download) imports api.ts.
const adsStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'ads-stats'] as const,
    queryFn: ({ signal }) => apiRequest(adsStatsPath, { schema: adsStatsResponse, signal }).then((body) => body.data),
  })

/**
 * Live campaigns, this month's ad spend and a 30-day plot of clicks, from the ads service (a separate service, so a
 * separate query): for roles that open ads or campaigns; when the service is down only this panel says so.
 */
export function AdsFigures() {
  const { permissions } = usePermissions()
  const allowed = canOpen(permissions, '/ads') || canOpen(permissions, '/campaigns')
  const stats = useQuery({ ...adsStatsQueryOptions(), enabled: allowed })
  if (!allowed) return null
  const total = stats.data?.clicks.reduce((sum, point) => sum + point.value, 0) ?? 0
  return (
    <section className="panel" aria-labelledby="ads-figures-title">
      <header className="panel-header">
        <h2 className="panel-title" id="ads-figures-title">
          {m.ads()}
        </h2>
        <p className="muted">{stats.data ? m.clicksLast30({ count: total, shown: formatCount(total) }) : ''}</p>
      </header>
      {stats.data ? (
        <>
          <dl className="ads-figures">
            <div>
              <dt className="stat-label">{m.liveCampaigns()}</dt>
              <dd className="stat-value">
                <Link to="/campaigns" search={{ status: 'live' }}>
                  {formatCount(stats.data.live_campaigns)}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="stat-label">{m.adSpendThisMonth()}</dt>
              <dd className="stat-value">{formatAmount(stats.data.spend_this_month_paise)}</dd>
            </div>
          </dl>
          <LineChart points={stats.data.clicks} label={m.adClicks()} />
        </>
      ) : stats.isPending && (stats.fetchStatus !== 'idle' || onlineManager.isOnline()) ? (
        // Online and not yet asked (the kept queries are still being restored at start) is loading too, not "offline"; the
        // placeholder is as tall as the figures and the plot, so the panels below do not move when they come.
        <Skeleton height={272} />
      ) : (
        <p className="muted">{stats.isError ? m.adsUnavailable() : m.adsOffline()}</p>
      )}
    </section>
  )
}
