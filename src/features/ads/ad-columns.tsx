import { textsOf } from '../../contract/vocabulary'
import { adLabels, type Ad } from '../../contract/ads'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { formatCount } from '../../lib/format'
import { formatCtr, statusLabel } from './labels'
import '../../ui/list/cells.css'

const adHeaders = textsOf(adLabels)

export const adColumns: Column<Ad>[] = [
  { key: 'name', header: adHeaders.name, sortKey: 'name', primary: true, render: (row) => row.name },
  { key: 'campaign', header: adHeaders.campaign_id, card: 'meta', render: (row) => row.campaign_name },
  { key: 'placement', header: adHeaders.placement, card: 'meta', render: (row) => statusLabel(row.placement) },
  { key: 'status', header: adHeaders.status, card: 'aside', render: (row) => statusLabel(row.status) },
  { key: 'impressions', header: adHeaders.impressions, sortKey: 'impressions', align: 'end', card: false, render: (row) => formatCount(row.impressions) },
  { key: 'clicks', header: adHeaders.clicks, sortKey: 'clicks', align: 'end', card: 'detail', render: (row) => formatCount(row.clicks) },
  { key: 'ctr', header: adHeaders.ctr, sortKey: 'ctr', align: 'end', card: 'detail', render: (row) => formatCtr(row.ctr) },
  { key: 'spend', header: adHeaders.spend_paise, sortKey: 'spend_paise', align: 'end', card: 'detail', render: (row) => formatPaise(row.spend_paise) },
]
