import { Link } from '@tanstack/react-router'
import type { ProductTemplate } from '../../contract/catalogue'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activeStatus, useStatusColumn } from '../../ui/list/status-column'
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
  const status = useStatusColumn<ProductTemplate>({
    ...templates,
    ...activeStatus,
    name: (row) => row.name,
    send: (row, active) => setTemplateStatus({ id: row.id, status: active ? 'active' : 'inactive' }),
    fallback: 'Could not change the template status',
  })
  return (
    <ResourceListScreen
      rowName={(template) => template.name}
      title="Product templates"
      description="Products with their brand, category, HSN code, GST rate and images."
      actions={addLink}
      resource={templates}
      definition={templateList}
      columns={[...templateColumns, status]}
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
      csvName="product-templates.csv"
      errorFallback="Failed to fetch product templates"
      empty={{ title: 'No product templates yet', text: 'Add a template for each product: its brand, category, tax details and photos.' }}
    />
  )
}
