import { Link } from '@tanstack/react-router'
import type { PromoCode } from '../../contract/promo-codes'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { promoCodes, setPromoCodeStatus } from './api'
import { promoCodeColumns } from './promo-code-columns'
import { promoCodeList } from './promo-code-list'
import * as m from '../../paraglide/m/promo-codes'

const newCodeLink = () => (
  <>
    <Link to="/promo-codes/import" className="btn btn-secondary">
      {m.importLink()}
    </Link>
    <Link to="/promo-codes/add" className="btn btn-primary">
      {m.newCode()}
    </Link>
  </>
)

export function PromoCodeListScreen({ search }: { search: ListRouteSearch }) {
  const status = useStatusColumn<PromoCode>({
    ...promoCodes,
    name: (code) => code.code,
    isActive: (code) => code.is_active,
    setStatus: (code, is_active) => ({ ...code, is_active }),
    send: (code, is_active) => setPromoCodeStatus({ id: code.promo_code_id, is_active }),
    // docs/areas/promo-codes.md#messages: promo-code updates (a status change is one) carry their text in `error`.
    errorFields: ['error', 'message', 'detail'],
    fallback: m.statusFailed(),
  })
  return (
    <ResourceListScreen
      search={search}
      rowName={(code) => code.code}
      actions={newCodeLink()}
      resource={promoCodes}
      definition={promoCodeList}
      columns={[...promoCodeColumns, status]}
      cardActions={status.render}
    />
  )
}
