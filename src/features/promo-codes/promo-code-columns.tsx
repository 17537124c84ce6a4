import { textsOf } from '../../contract/vocabulary'
import { Link } from '@tanstack/react-router'
import { promoCodeLabels, type PromoCode } from '../../contract/promo-codes'
import { formatCount } from '../../lib/format'
import { formatPaise } from '../../lib/money'
import type { Column } from '../../ui/list/data-table'
import { DateWindow } from '../../ui/list/date-window'
import '../../ui/list/cells.css'
import * as m from '../../paraglide/m/promo-codes'

const promoCodeHeaders = textsOf(promoCodeLabels)

function describeDiscount(code: Pick<PromoCode, 'discount_type' | 'discount_value' | 'max_discount_paise' | 'min_order_paise'>): string {
  const amount = code.discount_type === 'percent' ? m.percentOff({ percent: code.discount_value }) : m.amountOff({ amount: formatPaise(code.discount_value) })
  const capped = code.discount_type === 'percent' && code.max_discount_paise ? m.upTo({ discount: amount, cap: formatPaise(code.max_discount_paise) }) : amount
  return code.min_order_paise > 0 ? m.withMinimum({ discount: capped, amount: formatPaise(code.min_order_paise) }) : capped
}

export const promoCodeColumns: Column<PromoCode>[] = [
  {
    key: 'code',
    header: promoCodeHeaders.code,
    sortKey: 'code',
    primary: true,
    render: (row) => (
      <Link to="/promo-codes/update/$id" params={{ id: row.promo_code_id }} className="code-link tap-target">
        {row.code}
      </Link>
    ),
  },
  { key: 'discount', header: promoCodeHeaders.discount_value, sortKey: 'discount_value', card: 'meta', render: describeDiscount },
  {
    key: 'applies',
    header: m.appliesTo,
    card: 'meta',
    render: (row) => [row.brand_name, row.product_template_name, row.product_variant_name].filter(Boolean).join(' › '),
  },
  {
    key: 'validity',
    header: m.valid,
    sortKey: 'ends_at',
    card: 'detail',
    render: (row) => <DateWindow start={row.starts_at} end={row.ends_at} />,
  },
  {
    key: 'used',
    header: promoCodeHeaders.used_count,
    sortKey: 'used_count',
    align: 'end',
    card: 'detail',
    render: (row) => (row.usage_limit ? m.usedOf({ used: formatCount(row.used_count), limit: formatCount(row.usage_limit) }) : formatCount(row.used_count)),
  },
]
