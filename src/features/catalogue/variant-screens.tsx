import { Link, useParams, useSearch } from '@tanstack/react-router'
import type { ProductVariant } from '../../contract/catalogue'
import { formatCount } from '../../lib/format'
import { AddScreen, EditScreen } from '../../ui/form/form-screens'
import { variants } from './api'
import { VariantForm, variantsBack } from './variant-form'
import './catalogue.css'
import * as m from '../../paraglide/m/catalogue'

/** Opened from a template (its row, or a filtered variant list), the brand and template come chosen. */
export function VariantAddScreen() {
  const { brand_id, template_id } = useSearch({ from: '/_app/products/variants/add' })
  return (
    <AddScreen title={m.newVariantTitle()} description={m.newVariantText()} back={variantsBack}>
      <VariantForm draftKey="catalogue:variant:new" brandId={brand_id} templateId={template_id} />
    </AddScreen>
  )
}

const heading = (variant?: ProductVariant) => ({
  title: m.editVariant(),
  description: variant ? `${variant.sku} · ${variant.template_name}` : m.editVariantText(),
})

const stockLink = (variant: ProductVariant) => (
  <Link to="/inventory/variants/$id" params={{ id: variant.id }} className="btn btn-secondary">
    {m.stockCount({ count: formatCount(variant.stock_on_hand) })}
  </Link>
)

export function VariantUpdateScreen() {
  const { id } = useParams({ from: '/_app/products/variants/update/$id' })
  return (
    <EditScreen
      id={id}
      resource={variants}
      what={m.variantNoun()}
      history="product_variant"
      notes="product_variant"
      heading={heading}
      back={variantsBack}
      actions={stockLink}
    >
      {(row, id) => <VariantForm record={row} draftKey={`catalogue:variant:${id}`} />}
    </EditScreen>
  )
}
