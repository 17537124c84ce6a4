import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Brand, BrandListQuery } from '../../contract/catalogue'
import { formatDate } from '../../lib/dates'
import { DataFreshness } from '../../ui/data-freshness'
import type { Column } from '../../ui/list/data-table'
import { FilterSelect, ListToolbar } from '../../ui/list/list-toolbar'
import { PageHeader } from '../../ui/page-header'
import { brandListQueryOptions, exportCsv, paths } from './api'
import { ListBody } from '../../ui/list/list-body'
import { NameCell } from './components/thumb'
import { statusOptions } from './format'
import { clearedFilters, defaultOrdering, isFiltered, toListQuery, type BrandSearch } from './list-search'
import './catalogue.css'
import { formatCount } from '../../lib/format'

type Props = { search: BrandSearch; onSearch: (patch: Partial<BrandSearch>) => void }

const columns: Column<Brand>[] = [
  {
    key: 'name',
    header: 'Brand',
    sortKey: 'name',
    primary: true,
    render: (row) => (
      <NameCell url={row.logo_url} name={row.name}>
        <Link to="/products/templates" search={{ brand_id: row.id }} className="catalogue-link">
          {row.name}
        </Link>
      </NameCell>
    ),
  },
  {
    key: 'active',
    header: 'Status',
    render: (row) => (
      <span className="badge" data-tone={row.is_active ? 'success' : undefined}>
        {row.is_active ? 'Active' : 'Inactive'}
      </span>
    ),
  },
  {
    key: 'templates',
    header: 'Templates',
    sortKey: 'template_count',
    align: 'end',
    render: (row) => (
      <Link to="/products/templates" search={{ brand_id: row.id }}>
        {formatCount(row.template_count)}
      </Link>
    ),
  },
  {
    key: 'variants',
    header: 'Variants',
    sortKey: 'variant_count',
    align: 'end',
    render: (row) => (
      <Link to="/products/variants" search={{ brand_id: row.id }}>
        {formatCount(row.variant_count)}
      </Link>
    ),
  },
  { key: 'created', header: 'Added', sortKey: 'created_at', render: (row) => <span className="catalogue-nowrap">{formatDate(row.created_at)}</span> },
]

const addTemplate = (brandId?: string) => (
  <Link to="/products/templates/add" search={brandId ? { brand_id: brandId } : {}} className={brandId ? 'btn btn-secondary btn-sm' : 'btn btn-primary'}>
    Add template
  </Link>
)

export function BrandListScreen({ search, onSearch }: Props) {
  const { status, ...rest } = search
  const query = toListQuery<BrandListQuery>({ ...rest, is_active: status && String(status === 'active') }, defaultOrdering.brands)
  const list = useQuery(brandListQueryOptions(query))
  return (
    <>
      <PageHeader title="Brands" description="The brands your organisation sells, with their templates and variants." meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />} actions={addTemplate()} />
      <ListToolbar
        search={search.search ?? ''}
        onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
        searchPlaceholder="Search brands"
        total={list.data?.pagination.total}
        noun={['brand', 'brands']}
        onExport={() => exportCsv(paths.brands, query, 'brands.csv')}
        filters={<FilterSelect label="Status" value={status ?? ''} options={statusOptions} onChange={(value) => onSearch({ status: (value || undefined) as BrandSearch['status'], page: undefined })} />}
      />
      <ListBody
        list={list}
        caption="Brands"
        columns={columns}
        rowKey={(row) => row.id}
        ordering={query.ordering ?? defaultOrdering.brands}
        onSearch={onSearch}
        cardActions={(row) => (
          <>
            <Link to="/products/variants" search={{ brand_id: row.id }}>
              View variants
            </Link>
            {addTemplate(row.id)}
          </>
        )}
        errorFallback="Failed to fetch brands"
        empty={{ title: 'No brands yet', text: 'Brands appear here once your organisation has them.', action: null }}
        onClearFilters={isFiltered(search) ? () => onSearch(clearedFilters(search)) : undefined}
      />
    </>
  )
}
