import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { PromoCode } from '../../contract/promo-codes'
import { ListScreen } from '../../ui/list/list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { useListSearch } from '../../ui/list/use-list-search'
import { promoCodes, togglePromoCode } from './api'
import { promoCodeColumns } from './promo-code-columns'
import { promoCodeList } from './promo-code-list'

const newCodeLink = (
  <Link to="/promo-codes/add" className="btn btn-primary">
    New promo code
  </Link>
)

export function PromoCodeListScreen() {
  const state = useListSearch(promoCodeList)
  const list = useQuery(promoCodes.listQuery(state.query))
  const status = useStatusColumn<PromoCode>({
    keys: promoCodes.keys,
    rowId: (code) => code.promo_code_id,
    name: (code) => code.code,
    isActive: (code) => code.is_active,
    setActive: (code, is_active) => ({ ...code, is_active }),
    send: (code, is_active) => togglePromoCode({ id: code.promo_code_id, is_active }),
    errorFields: ['error', 'message', 'detail'],
    fallback: 'Could not change the status',
  })

  return (
    <ListScreen
      title="Promo codes"
      description="Discount codes for your brands, products and variants."
      actions={newCodeLink}
      state={state}
      filters={promoCodeList.filters}
      list={list}
      columns={[...promoCodeColumns, status]}
      rowKey={(row) => row.promo_code_id}
      cardActions={status.render}
      searchPlaceholder="Search codes and descriptions"
      noun={['promo code', 'promo codes']}
      csv={{ path: promoCodes.listPath, filename: 'promo-codes.csv' }}
      errorFallback="Failed to fetch promo codes"
      empty={{ title: 'No promo codes yet', text: 'Create a code to offer a discount on a brand, a product or one variant.', action: newCodeLink }}
    />
  )
}
