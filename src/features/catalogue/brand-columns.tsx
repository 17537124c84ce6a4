import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { brandLabels, type Brand } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import { formatCount } from '../../lib/format'
import type { Column } from '../../ui/list/data-table'
import { NameCell } from '../../ui/list/name-cell'

const brandHeaders = textsOf(brandLabels)

/** A brand's count that opens the list it counts, narrowed to the brand. */
const countLink = (to: '/products/templates' | '/products/variants', brandId: string, count: number) => (
  <Link to={to} search={{ brand_id: brandId }} className="tap-target">
    {formatCount(count)}
  </Link>
)

export const brandColumns: Column<Brand>[] = [
  {
    key: 'name',
    header: brandHeaders.name,
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <NameCell url={row.logo_url} name={row.name}>
        <Link to="/brands-list/update/$id" params={{ id: row.id }} className="name-link tap-target">
          {row.name}
        </Link>
      </NameCell>
    ),
  },
  {
    key: 'templates',
    header: brandHeaders.template_count,
    sortKey: 'template_count',
    align: 'end',
    card: 'detail',
    render: (row) => countLink('/products/templates', row.id, row.template_count),
  },
  {
    key: 'variants',
    header: brandHeaders.variant_count,
    sortKey: 'variant_count',
    align: 'end',
    card: 'detail',
    render: (row) => countLink('/products/variants', row.id, row.variant_count),
  },
  {
    key: 'created',
    header: brandHeaders.created_at,
    sortKey: 'created_at',
    card: false,
    render: (row) => <span className="catalogue-nowrap">{formatDate(row.created_at)}</span>,
  },
]
