import { Link } from '@tanstack/react-router'
import { promoCodeLabels, type PromoCode } from '../../contract/promo-codes'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { DateWindow } from '../../ui/list/date-window'
import '../../ui/list/cells.css'

function describeDiscount(code: Pick<PromoCode, 'discount_type' | 'discount_value' | 'max_discount_paise' | 'min_order_paise'>): string {
  const amount = code.discount_type === 'percent' ? `${code.discount_value}% off` : `${formatPaise(code.discount_value)} off`
  const cap = code.discount_type === 'percent' && code.max_discount_paise ? ` up to ${formatPaise(code.max_discount_paise)}` : ''
  const minimum = code.min_order_paise > 0 ? ` · min ${formatPaise(code.min_order_paise)}` : ''
  return amount + cap + minimum
}

export const promoCodeColumns: Column<PromoCode>[] = [
  {
    key: 'code',
    header: promoCodeLabels.code,
    sortKey: 'code',
    primary: true,
    render: (row) => (
      <Link to="/promo-codes/update/$id" params={{ id: row.promo_code_id }} className="code-link tap-target">
        {row.code}
      </Link>
    ),
  },
  { key: 'discount', header: promoCodeLabels.discount_value, sortKey: 'discount_value', card: 'meta', render: describeDiscount },
  {
    key: 'applies',
    header: 'Applies to',
    card: 'meta',
    render: (row) => [row.brand_name, row.product_template_name, row.product_variant_name].filter(Boolean).join(' › '),
  },
  {
    key: 'validity',
    header: 'Valid',
    sortKey: 'ends_at',
    card: 'detail',
    render: (row) => <DateWindow start={row.starts_at} end={row.ends_at} />,
  },
  {
    key: 'used',
    header: promoCodeLabels.used_count,
    sortKey: 'used_count',
    align: 'end',
    card: 'detail',
    render: (row) => (row.usage_limit ? `${row.used_count} / ${row.usage_limit}` : String(row.used_count)),
  },
]
