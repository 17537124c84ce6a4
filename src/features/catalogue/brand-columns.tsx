import { Link } from '@tanstack/react-router'
import { brandLabels, type Brand } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { NameCell } from './components/thumb'

export const brandColumns: Column<Brand>[] = [
  {
    key: 'name',
    header: brandLabels.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <NameCell url={row.logo_url} name={row.name}>
        <Link to="/products/templates" search={{ brand_id: row.id }} className="catalogue-link tap-target">
          {row.name}
        </Link>
      </NameCell>
    ),
  },
  {
    key: 'active',
    header: 'Status',
    card: 'title',
    render: (row) => (
      <span className="badge" data-tone={row.is_active ? 'success' : undefined}>
        {row.is_active ? 'Active' : 'Inactive'}
      </span>
    ),
  },
  {
    key: 'templates',
    header: brandLabels.template_count,
    sortKey: 'template_count',
    align: 'end',
    card: 'detail',
    render: (row) => (
      <Link to="/products/templates" search={{ brand_id: row.id }} className="tap-target">
        {formatCount(row.template_count)}
      </Link>
    ),
  },
  {
    key: 'variants',
    header: brandLabels.variant_count,
    sortKey: 'variant_count',
    align: 'end',
    card: 'detail',
    render: (row) => (
      <Link to="/products/variants" search={{ brand_id: row.id }} className="tap-target">
        {formatCount(row.variant_count)}
      </Link>
    ),
  },
  {
    key: 'created',
    header: brandLabels.created_at,
    sortKey: 'created_at',
    card: false,
    render: (row) => <span className="catalogue-nowrap">{formatDate(row.created_at)}</span>,
  },
]
