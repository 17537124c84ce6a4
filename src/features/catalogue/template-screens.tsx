import { Link, useSearch } from '@tanstack/react-router'
import * as v from 'valibot'
import type { ProductTemplate } from '../../contract/catalogue'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { templates } from './api'
import { templateAddSearch } from './list-search'
import { TemplateForm, templatesBack } from './template-form'
import './catalogue.css'

/** Opened from a brand's row, the brand comes chosen. */
export function TemplateAddScreen() {
  const { brand_id } = v.parse(templateAddSearch, useSearch({ strict: false }))
  return (
    <AddScreen
      title="New product template"
      description="A product with its brand, category, tax details and images. Add its sizes and colours as variants next."
      back={templatesBack}
    >
      <TemplateForm draftKey="catalogue:template:new" brandId={brand_id} />
    </AddScreen>
  )
}

const heading = (template?: ProductTemplate) => ({
  title: 'Edit product template',
  description: template ? `${template.name} · ${template.brand_name}` : 'Change the product, its tax details or its images.',
})

const variantsLink = (template: ProductTemplate) => (
  <Link to="/products/variants" search={{ brand_id: template.brand_id, template_id: template.id }} className="btn btn-secondary">
    Variants ({template.variant_count})
  </Link>
)

export function TemplateUpdateScreen() {
  return (
    <EditScreen resource={templates} what="product template" history="product_template" heading={heading} back={templatesBack} actions={variantsLink}>
      {(row, id) => <TemplateForm record={row} draftKey={`catalogue:template:${id}`} />}
    </EditScreen>
  )
}
