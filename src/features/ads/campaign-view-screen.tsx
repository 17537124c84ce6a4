import { Link, useParams } from '@tanstack/react-router'
import { campaignLabels, type CampaignDetail } from '../../contract/ads'
import { formatDate } from '../../lib/dates'
import { formatPaise } from '../../lib/money'
import { BackLink } from '../../ui/form/form-layout'
import { EditScreen } from '../../ui/form/form-screens'
import { LineChart } from '../../ui/line-chart'
import { campaignDetailQuery } from './api'
import { formatCount } from '../../lib/format'
import { statusLabel } from './labels'
import * as m from '../../paraglide/m/ads'

const series = [
  { key: 'impressions', label: m.impressions, value: (day: CampaignDetail['daily'][number]) => day.impressions },
  { key: 'clicks', label: m.clicks, value: (day: CampaignDetail['daily'][number]) => day.clicks },
  { key: 'spend', label: m.spendRupees, value: (day: CampaignDetail['daily'][number]) => Math.round(day.spend_paise / 100) },
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
      <section className="stat-grid" aria-label={m.campaignSection()} tabIndex={0}>
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
            <h2 className="panel-title">{line.label()}</h2>
            <p className="muted">{m.days({ count: campaign.daily.length, shown: formatCount(campaign.daily.length) })}</p>
          </header>
          {campaign.daily.length > 0 ? (
            <LineChart points={campaign.daily.map((day) => ({ date: day.day, value: line.value(day) }))} label={line.label()} />
          ) : (
            <p className="muted">{m.noFigures()}</p>
          )}
        </section>
      ))}
    </div>
  )
}

const campaignRecord = { detailQuery: campaignDetailQuery }

export function CampaignViewScreen() {
  const { id } = useParams({ from: '/_app/campaigns/view/$id' })
  return (
    <EditScreen
      id={id}
      resource={campaignRecord}
      what={m.nounCampaign()}
      history="campaign"
      outageNote
      heading={(campaign) => ({
        title: campaign?.name ?? m.campaignSection(),
        description: campaign ? m.campaignDaily({ from: formatDate(campaign.starts_on), to: formatDate(campaign.ends_on) }) : m.dailyFigures(),
      })}
      actions={(campaign) => (
        <>
          <Link to="/ads" search={{ campaign_id: campaign.campaign_id }} className="btn btn-secondary">
            {m.itsAds()}
          </Link>
          <BackLink to="/campaigns">{m.backToCampaigns()}</BackLink>
        </>
      )}
    >
      {(campaign) => <CampaignView campaign={campaign} />}
    </EditScreen>
  )
}
