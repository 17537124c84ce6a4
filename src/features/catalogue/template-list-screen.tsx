import { Link } from '@tanstack/react-router'
import type { ProductTemplate } from '../../contract/catalogue'
import type { ListRouteSearch } from '../../ui/route-loaders'
import { ResourceListScreen } from '../../ui/list/resource-list-screen'
import { activeStatus, useStatusColumn } from '../../ui/list/status-column'
import { setTemplateStatus, templates } from './api'
import { templateColumns } from './template-columns'
import { templateList } from './template-list'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

const addLink = () => (
  <Link to="/products/templates/add" className="btn btn-primary">
    {m.addTemplate()}
  </Link>
)

export function TemplateListScreen({ search }: { search: ListRouteSearch }) {
  const status = useStatusColumn<ProductTemplate>({
    ...templates,
    ...activeStatus,
    name: (row) => row.name,
    send: (row, active) => setTemplateStatus({ id: row.id, status: active ? 'active' : 'inactive' }),
    fallback: m.templateStatusFailed(),
  })
  return (
    <ResourceListScreen
      search={search}
      rowName={(template) => template.name}
      actions={addLink()}
      resource={templates}
      definition={templateList}
      columns={[...templateColumns, status]}
      cardActions={(row) => (
        <>
          {status.render(row)}
          <Link to="/products/variants/add" search={{ brand_id: row.brand_id, template_id: row.id }} className="btn btn-secondary btn-sm">
            {m.addVariant()}
          </Link>
        </>
      )}
    />
  )
}
