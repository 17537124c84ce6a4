import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ProductTemplate } from '../../contract/catalogue'
import { ListScreen } from '../../ui/list/list-screen'
import { useStatusColumn } from '../../ui/list/status-column'
import { useListSearch } from '../../ui/list/use-list-search'
import { setTemplateStatus, templates } from './api'
import { templateColumns } from './template-columns'
import { templateList } from './template-list'
import './catalogue.css'

const addLink = (
  <Link to="/products/templates/add" className="btn btn-primary">
    Add template
  </Link>
)

export function TemplateListScreen() {
  const state = useListSearch(templateList)
  const list = useQuery(templates.listQuery(state.query))
  const status = useStatusColumn<ProductTemplate>({
    keys: templates.keys,
    rowId: (row) => row.id,
    name: (row) => row.name,
    isActive: (row) => row.status === 'active',
    setActive: (row, active) => ({ ...row, status: active ? 'active' : 'inactive' }),
    send: (row, active) => setTemplateStatus({ id: row.id, status: active ? 'active' : 'inactive' }),
    fallback: 'Could not change the template status',
  })

  return (
    <ListScreen
      title="Product templates"
      description="Products with their brand, category, HSN code, GST rate and images."
      actions={addLink}
      state={state}
      filters={templateList.filters}
      list={list}
      columns={[...templateColumns, status]}
      rowKey={(row) => row.id}
      cardActions={(row) => (
        <>
          {status.render(row)}
          <Link to="/products/variants/add" search={{ brand_id: row.brand_id, template_id: row.id }} className="btn btn-secondary btn-sm">
            Add variant
          </Link>
        </>
      )}
      searchPlaceholder="Search templates and HSN codes"
      noun={['template', 'templates']}
      csv={{ path: templates.listPath, filename: 'product-templates.csv' }}
      errorFallback="Failed to fetch product templates"
      empty={{ title: 'No product templates yet', text: 'Add a template for each product: its brand, category, tax details and photos.', action: addLink }}
    />
  )
}
