import { Link } from '@tanstack/react-router'
import { campaignLabels, type CampaignDetail } from '../../contract/ads'
import { formatDate } from '../../lib/dates'
import { formatPaise } from '../../lib/money'
import { BackLink } from '../../ui/form/form-layout'
import { EditScreen } from '../../ui/form/form-screens'
import { LineChart } from '../../ui/line-chart'
import { campaignDetailQuery } from './api'
import { formatCount } from '../../lib/format'
import { statusLabel } from './labels'

const series = [
  { key: 'impressions', label: 'Impressions', value: (day: CampaignDetail['daily'][number]) => day.impressions },
  { key: 'clicks', label: 'Clicks', value: (day: CampaignDetail['daily'][number]) => day.clicks },
  { key: 'spend', label: 'Spend (₹)', value: (day: CampaignDetail['daily'][number]) => Math.round(day.spend_paise / 100) },
] as const

function CampaignView({ campaign }: { campaign: CampaignDetail }) {
  const figures = [
    [campaignLabels.status, statusLabel(campaign.status)],
    [campaignLabels.objective, statusLabel(campaign.objective)],
    [campaignLabels.budget_paise, formatPaise(campaign.budget_paise)],
    [campaignLabels.spent_paise, formatPaise(campaign.spent_paise)],
    [campaignLabels.ads_count, formatCount(campaign.ads_count)],
  ]
  return (
    <div className="dashboard-grid">
      <section className="stat-grid" aria-label="Campaign">
        {figures.map(([label, value]) => (
          <article key={label} className="stat-card">
            <p className="stat-label">{label}</p>
            <p className="stat-value">{value}</p>
          </article>
        ))}
      </section>
      {series.map((line) => (
        <section key={line.key} className="panel">
          <header className="panel-header">
            <h2 className="panel-title">{line.label}</h2>
            <p className="muted">{campaign.daily.length} days</p>
          </header>
          {campaign.daily.length > 0 ? (
            <LineChart points={campaign.daily.map((day) => ({ date: day.day, value: line.value(day) }))} label={line.label} />
          ) : (
            <p className="muted">No figures yet: the campaign has not run.</p>
          )}
        </section>
      ))}
    </div>
  )
}

const campaignRecord = { detailQuery: campaignDetailQuery }

export function CampaignViewScreen() {
  return (
    <EditScreen
      resource={campaignRecord}
      what="campaign"
      history="campaign"
      outageNote
      heading={(campaign) => ({
        title: campaign?.name ?? 'Campaign',
        description: campaign
          ? `${formatDate(campaign.starts_on)} – ${formatDate(campaign.ends_on)}: daily impressions, clicks and spend.`
          : 'Daily impressions, clicks and spend.',
      })}
      actions={(campaign) => (
        <>
          <Link to="/ads" search={{ campaign_id: campaign.campaign_id }} className="btn btn-secondary">
            Its ads
          </Link>
          <BackLink to="/campaigns">Back to campaigns</BackLink>
        </>
      )}
    >
      {(campaign) => <CampaignView campaign={campaign} />}
    </EditScreen>
  )
}
