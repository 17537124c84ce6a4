import { Link } from '@tanstack/react-router'
import { campaignLabels, type Campaign } from '../../contract/ads'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import { statusLabel } from './labels'
import '../../ui/list/cells.css'
import * as m from '../../contract/i18n/m/ads'

export const campaignColumns: Column<Campaign>[] = [
  {
    key: 'name',
    header: campaignLabels.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <Link to="/campaigns/view/$id" params={{ id: row.campaign_id }} className="code-link tap-target">
        {row.name}
      </Link>
    ),
  },
  { key: 'objective', header: campaignLabels.objective, card: 'meta', render: (row) => statusLabel(row.objective) },
  { key: 'status', header: campaignLabels.status, card: 'aside', render: (row) => statusLabel(row.status) },
  { key: 'budget', header: campaignLabels.budget_paise, sortKey: 'budget_paise', align: 'end', card: 'detail', render: (row) => formatPaise(row.budget_paise) },
  { key: 'spent', header: campaignLabels.spent_paise, sortKey: 'spent_paise', align: 'end', card: 'detail', render: (row) => formatPaise(row.spent_paise) },
  {
    key: 'dates',
    get header() {
      return m.dates()
    },
    sortKey: 'starts_on',
    card: 'detail',
    render: (row) => m.dateRange({ from: formatDate(row.starts_on), to: formatDate(row.ends_on) }),
  },
  { key: 'ads', header: campaignLabels.ads_count, align: 'end', card: 'detail', render: (row) => formatCount(row.ads_count) },
]
