import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductTemplate, TemplateListQuery } from '../../contract/catalogue'
import { DataFreshness } from '../../ui/data-freshness'
import { FilterSelect, ListToolbar } from '../../ui/list/list-toolbar'
import { PageHeader } from '../../ui/page-header'
import { StatusSwitch } from '../../ui/status-switch'
import { brandOptionsQueryOptions, categoriesQueryOptions, exportCsv, paths, templateListQueryOptions } from './api'
import { flatCategoryOptions } from './components/category-options'
import { ListBody } from '../../ui/list/list-body'
import { statusOptions } from './format'
import { clearedFilters, defaultOrdering, isFiltered, toListQuery, type TemplateSearch } from './list-search'
import { useTemplateStatus } from './status-toggles'
import { templateColumns } from './template-columns'
import './catalogue.css'

type Props = { search: TemplateSearch; onSearch: (patch: Partial<TemplateSearch>) => void }

const addLink = (
  <Link to="/products/templates/add" className="btn btn-primary">
    Add template
  </Link>
)

function TemplateFilters({ search, onSearch }: Props) {
  const brands = useQuery(brandOptionsQueryOptions())
  const categories = useQuery(categoriesQueryOptions())
  const filter = (key: 'status' | 'brand_id' | 'category_id') => (value: string) => onSearch({ [key]: value || undefined, page: undefined })
  return (
    <>
      <FilterSelect label="Status" value={search.status ?? ''} options={statusOptions} onChange={filter('status')} />
      <FilterSelect label="Brand" value={search.brand_id ?? ''} options={brands.data ?? []} onChange={filter('brand_id')} />
      <FilterSelect label="Category" value={search.category_id ?? ''} options={flatCategoryOptions(categories.data ?? [])} onChange={filter('category_id')} />
    </>
  )
}

export function TemplateListScreen({ search, onSearch }: Props) {
  const query = toListQuery<TemplateListQuery>(search, defaultOrdering.templates)
  const list = useQuery(templateListQueryOptions(query))
  const toggle = useTemplateStatus()
  const statusCell = (row: ProductTemplate) => (
    <StatusSwitch
      checked={row.status === 'active'}
      label={`${row.status === 'active' ? 'Deactivate' : 'Activate'} ${row.name}`}
      onChange={(next) => toggle.mutate({ id: row.id, status: next ? 'active' : 'inactive' })}
    />
  )
  const columns = [...templateColumns, { key: 'status', header: 'Status', render: statusCell, cardHidden: true }]

  return (
    <>
      <PageHeader
        title="Product templates"
        description="Products with their brand, category, HSN code, GST rate and images."
        meta={<DataFreshness updatedAt={list.dataUpdatedAt} fetching={list.isFetching} />}
        actions={addLink}
      />
      <ListToolbar
        search={search.search ?? ''}
        onSearch={(value) => onSearch({ search: value || undefined, page: undefined })}
        searchPlaceholder="Search templates and HSN codes"
        total={list.data?.pagination.total}
        noun={['template', 'templates']}
        onExport={() => exportCsv(paths.templates, query, 'product-templates.csv')}
        filters={<TemplateFilters search={search} onSearch={onSearch} />}
      />
      <ListBody
        list={list}
        caption="Product templates"
        columns={columns}
        rowKey={(row) => row.id}
        ordering={query.ordering ?? defaultOrdering.templates}
        onSearch={onSearch}
        cardActions={(row) => (
          <>
            {statusCell(row)}
            <Link to="/products/variants/add" search={{ brand_id: row.brand_id, template_id: row.id }} className="btn btn-secondary btn-sm">
              Add variant
            </Link>
          </>
        )}
        errorFallback="Failed to fetch product templates"
        empty={{ title: 'No product templates yet', text: 'Add a template for each product: its brand, category, tax details and photos.', action: addLink }}
        onClearFilters={isFiltered(search) ? () => onSearch(clearedFilters(search)) : undefined}
      />
    </>
  )
}
