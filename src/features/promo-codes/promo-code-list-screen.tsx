import { Link } from '@tanstack/react-router'
import type { PromoCode } from '../../contract/promo-codes'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { promoCodes, setPromoCodeStatus } from './api'
import { promoCodeColumns } from './promo-code-columns'
import { promoCodeList } from './promo-code-list'

const newCodeLink = (
  <>
    <Link to="/promo-codes/import" className="btn btn-secondary">
      Import
    </Link>
    <Link to="/promo-codes/add" className="btn btn-primary">
      New promo code
    </Link>
  </>
)

export function PromoCodeListScreen() {
  const status = useStatusColumn<PromoCode>({
    ...promoCodes,
    name: (code) => code.code,
    isActive: (code) => code.is_active,
    setStatus: (code, is_active) => ({ ...code, is_active }),
    send: (code, is_active) => setPromoCodeStatus({ id: code.promo_code_id, is_active }),
    // docs/areas/promo-codes.md#messages: promo-code updates (a status change is one) carry their text in `error`.
    errorFields: ['error', 'message', 'detail'],
    fallback: 'Could not change the status',
  })
  return (
    <ResourceListScreen
      rowName={(code) => code.code}
      title="Promo codes"
      description="Discount codes for your brands, products and variants."
      actions={newCodeLink}
      resource={promoCodes}
      definition={promoCodeList}
      columns={[...promoCodeColumns, status]}
      cardActions={status.render}
      searchPlaceholder="Search codes and descriptions"
      noun={['promo code', 'promo codes']}
      csvName="promo-codes.csv"
      errorFallback="Failed to fetch promo codes"
      empty={{ title: 'No promo codes yet', text: 'Create a code to offer a discount on a brand, a product or one variant.' }}
    />
  )
}
