import { Link, useParams, useSearch } from '@tanstack/react-router'
import type { ProductTemplate } from '../../contract/catalogue'
import { formatCount } from '../../lib/format'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { templates } from './api'
import { TemplateForm, templatesBack } from './template-form'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

/** Opened from a brand's row, the brand comes chosen. */
export function TemplateAddScreen() {
  const { brand_id } = useSearch({ from: '/_app/products/templates/add' })
  return (
    <AddScreen title={m.newTemplateTitle()} description={m.newTemplateText()} back={templatesBack}>
      <TemplateForm draftKey="catalogue:template:new" brandId={brand_id} />
    </AddScreen>
  )
}

const heading = (template?: ProductTemplate) => ({
  title: m.editTemplate(),
  description: template ? `${template.name} · ${template.brand_name}` : m.editTemplateText(),
})

const variantsLink = (template: ProductTemplate) => (
  <Link to="/products/variants" search={{ brand_id: template.brand_id, template_id: template.id }} className="btn btn-secondary">
    {m.variantsCount({ count: formatCount(template.variant_count) })}
  </Link>
)

export function TemplateUpdateScreen() {
  const { id } = useParams({ from: '/_app/products/templates/update/$id' })
  return (
    <EditScreen id={id} resource={templates} what={m.templateNoun()} history="product_template" heading={heading} back={templatesBack} actions={variantsLink}>
      {(row, id) => <TemplateForm record={row} draftKey={`catalogue:template:${id}`} />}
    </EditScreen>
  )
}
