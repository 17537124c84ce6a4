import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue } from 'react'
import type { VendorStats } from '../../contract/dashboard'
import * as m from '../../paraglide/m/dashboard'
import { errorText } from '../../lib/api-error'
import { readStored, storageKeys } from '../../lib/storage'
import { DataFreshness } from '../../ui/data-freshness'
import { LineChart } from '../../ui/line-chart'
import { PageHeader } from '../../ui/page-header'
import { EmptyState, ErrorState, Skeleton } from '../../ui/states'
import { countsFailure, vendorStatsQueryOptions } from './api'
import { formatCount } from '../../lib/format'
import { GetStarted } from './get-started'
import { AdsFigures } from './ads-figures'
import { formatAmount } from '../../lib/money'

export function DashboardScreen() {
  const stats = useQuery(vendorStatsQueryOptions())
  // The figures are drawn in a render that yields to the browser (a transition) rather than in the one that received
  // them, which a query's update makes synchronous: on a slow phone that render was one long task (issue 36).
  const data = useDeferredValue(stats.data)
  const orgName = readStored(storageKeys.orgName)
  return (
    <>
      <PageHeader
        title={m.dashboard()}
        description={orgName ? m.howOrgIsDoing({ name: orgName }) : m.howBusinessIsDoing()}
        meta={<DataFreshness updatedAt={stats.dataUpdatedAt} fetching={stats.isFetching} />}
      />
      {data ? (
        <DashboardBody data={data} />
      ) : stats.isError && !stats.data ? (
        <ErrorState
          text={errorText(stats.error, countsFailure.fields, countsFailure.fallback())}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </>
  )
}

function DashboardBody({ data }: { data: VendorStats }) {
  if (!data.counts.length) return <EmptyState title={m.nothingYetTitle()} text={m.nothingYetText()} />
  return (
    <div className="dashboard-grid">
      <GetStarted counts={data.counts} />
      {/* Scrolls sideways on a phone: a keyboard reaches it too. */}
      <section className="stat-grid" aria-label={m.counts()} tabIndex={0}>
        {data.counts.map((count) => {
          const figure = (
            <>
              <span className="stat-label">{count.label}</span>
              <span className={count.format === 'inr' ? 'stat-value stat-value-money' : 'stat-value'}>
                {count.format === 'inr' ? formatAmount(count.value) : formatCount(count.value)}
              </span>
            </>
          )
          // The whole card opens its list: one large target instead of a small 'View' link under each figure.
          return count.path ? (
            <Link key={count.key} className="stat-card stat-card-link" to={count.path}>
              {figure}
            </Link>
          ) : (
            <article key={count.key} className="stat-card">
              {figure}
            </article>
          )
        })}
      </section>
      <AdsFigures />
      {data.series.map((series) => (
        <section key={series.key} className="panel">
          <header className="panel-header">
            <h2 className="panel-title">{series.label}</h2>
            <p className="muted">
              {m.inLastDays({
                count: series.points.length,
                shown: formatCount(series.points.length),
                total: formatCount(series.points.reduce((sum, point) => sum + point.value, 0)),
              })}
            </p>
          </header>
          <LineChart points={series.points} label={series.label} />
        </section>
      ))}
    </div>
  )
}

function DashboardSkeleton() {
  return (
    <div className="dashboard-grid" aria-busy="true" aria-label={m.loadingDashboard()}>
      <div className="stat-grid">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="stat-card">
            <Skeleton width="50%" />
            <Skeleton height={32} width="40%" />
          </div>
        ))}
      </div>
      <div className="panel">
        <Skeleton height={180} />
      </div>
    </div>
  )
}
