import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { PromoCode, PromoCodeListQuery } from '../../contract/promo-codes'
import { downloadFile } from '../../lib/download'
import type { Query } from '../../lib/http'
import { useOptimisticRow } from '../../lib/optimistic-row'
import { DataFreshness } from '../../ui/data-freshness'
import { ListBody } from '../../ui/list/list-body'
import { compactSearch } from '../../ui/list/list-search'
import { FilterSelect, ListToolbar } from '../../ui/list/list-toolbar'
import { PageHeader } from '../../ui/page-header'
import { StatusSwitch } from '../../ui/status-switch'
import { brandOptionsQueryOptions, promoCodeKeys, promoCodeListQueryOptions, togglePromoCode } from './api'
import { PROMO_DEFAULT_ORDERING, type PromoCodeSearch } from './list-search'
import { promoCodeColumns } from './promo-code-columns'

const newCodeLink = (
  <Link to="/promo-codes/add" className="btn btn-primary">
    New promo code
  </Link>
)

type Props = { search: PromoCodeSearch; onSearch: (patch: Partial<PromoCodeSearch>) => void }

const statusOptions = [
  { label: 'Active', value: 'active' },
  { label: 'Inactive', value: 'inactive' },
] as const

function toQuery(search: PromoCodeSearch): PromoCodeListQuery {
  const { status, page = 1, page_size = 20, ordering = PROMO_DEFAULT_ORDERING, ...rest } = search
  return compactSearch({ ...rest, page: String(page), page_size: String(page_size), ordering, is_active: status && String(status === 'active') }) as PromoCodeListQuery
}

export function PromoCodeListScreen({ search, onSearch }: Props) {
  const query = toQuery(search)
  const list = useQuery(promoCodeListQueryOptions(query))
  const brands = useQuery(brandOptionsQueryOptions())
  const toggle = useOptimisticRow<PromoCode, { id: string; is_active: boolean }>({
    listKey: promoCodeKeys.lists(),
    rowId: (row) => row.promo_code_id,
    mutationFn: togglePromoCode,
    apply: (row, vars) => ({ ...row, is_active: vars.is_active }),
    errorFields: ['error', 'message', 'detail'],
    fallback: 'Could not change the status',
  })
  const filtered = Boolean(search.search || search.status || search.brand_id || search.active_on)
  const statusCell = (row: PromoCode) => (
    <StatusSwitch checked={row.is_active} label={`${row.is_active ? 'Deactivate' : 'Activate'} ${row.code}`} onChange={(next) => toggle.mutate({ id: row.promo_code_id, is_active: next })} />
  )
  const columns = [...promoCodeColumns, { key: 'status', header: 'Status', render: statusCell, cardHidden: true }]

  return (
    <>
      <PageHeader
        title="Promo codes"
        description="Discount codes for your brands, products and variants."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
        actions={newCodeLink}
      />
      <ListToolbar
        search={search.search ?? ''}
        onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
        searchPlaceholder="Search codes and descriptions"
        total={list.data?.pagination.total}
        noun={['promo code', 'promo codes']}
        onExport={() => downloadFile('/api/promocode/get_promo_codes', { ...(query as Query), format: 'csv', page: undefined, page_size: undefined }, 'promo-codes.csv')}
        filters={
          <>
            <FilterSelect label="Status" value={search.status ?? ''} options={statusOptions} onChange={(value) => onSearch({ status: (value || undefined) as PromoCodeSearch['status'], page: undefined })} />
            <FilterSelect label="Brand" value={search.brand_id ?? ''} options={brands.data ?? []} onChange={(value) => onSearch({ brand_id: value || undefined, page: undefined })} />
            <label className="filter">
              <span className="filter-label">Valid on</span>
              <input type="date" className="input select-sm" value={search.active_on ?? ''} onChange={(event) => onSearch({ active_on: event.target.value || undefined, page: undefined })} />
            </label>
          </>
        }
      />
      <ListBody
        list={list}
        caption="Promo codes"
        columns={columns}
        rowKey={(row) => row.promo_code_id}
        ordering={query.ordering ?? PROMO_DEFAULT_ORDERING}
        onSearch={onSearch}
        cardActions={statusCell}
        errorFallback="Failed to fetch promo codes"
        empty={{ title: 'No promo codes yet', text: 'Create a code to offer a discount on a brand, a product or one variant.', action: newCodeLink }}
        onClearFilters={filtered ? () => onSearch({ search: undefined, status: undefined, brand_id: undefined, active_on: undefined, page: undefined }) : undefined}
      />
    </>
  )
}
