import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { campaignLabels, type Campaign } from '../../contract/ads'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import { statusLabel } from './labels'
import '../../ui/list/cells.css'
import * as m from '../../paraglide/m/ads'

const campaignHeaders = textsOf(campaignLabels)

export const campaignColumns: Column<Campaign>[] = [
  {
    key: 'name',
    header: campaignHeaders.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <Link to="/campaigns/view/$id" params={{ id: row.campaign_id }} className="code-link tap-target">
        {row.name}
      </Link>
    ),
  },
  { key: 'objective', header: campaignHeaders.objective, card: 'meta', render: (row) => statusLabel(row.objective) },
  { key: 'status', header: campaignHeaders.status, card: 'aside', render: (row) => statusLabel(row.status) },
  {
    key: 'budget',
    header: campaignHeaders.budget_paise,
    sortKey: 'budget_paise',
    align: 'end',
    card: 'detail',
    render: (row) => formatPaise(row.budget_paise),
  },
  { key: 'spent', header: campaignHeaders.spent_paise, sortKey: 'spent_paise', align: 'end', card: 'detail', render: (row) => formatPaise(row.spent_paise) },
  {
    key: 'dates',
    header: m.dates,
    sortKey: 'starts_on',
    card: 'detail',
    render: (row) => m.dateRange({ from: formatDate(row.starts_on), to: formatDate(row.ends_on) }),
  },
  { key: 'ads', header: campaignHeaders.ads_count, align: 'end', card: 'detail', render: (row) => formatCount(row.ads_count) },
]
