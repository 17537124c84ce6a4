import { Link } from '@tanstack/react-router'
import { variantLabels, variantStaleResponse, type ProductVariant } from '../../contract/catalogue'
import { brandField } from '../../ui/form/brand-field'
import type { SectionSpec } from '../../ui/form/declared-fields'
import type { Back } from '../../ui/form/form-screens'
import { ResourceForm } from '../../ui/form/resource-form'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { optionKeys, templateOptionsQuery } from '../../lib/option-queries'
import { brands, createVariant, inventory, templates, updateVariant, variants } from './api'
import { validateVariant, variantCreateOf, variantFields, variantUpdateOf, variantValuesOf, type VariantFormValues } from './variant-form-values'
import * as m from '../../paraglide/m/catalogue'

export const variantsBack: Back = {
  to: '/products/variants',
  get label() {
    return m.backToVariants()
  },
}
const rupees = { type: 'number', inputMode: 'decimal', min: 0, required: true } as const
const stock = { type: 'number', inputMode: 'numeric', min: 0, placeholder: '0' } as const

const sections = (record: ProductVariant | undefined, brandId: string): (SectionSpec<VariantFormValues> | false)[] => [
  {
    title: m.productSection(),
    text: m.variantProductText(),
    fields: {
      brand_id: brandField({ current: record && { value: record.brand_id, label: record.brand_name } }),
      template_id: {
        kind: 'options',
        query: (values) => templateOptionsQuery(values.brand_id),
        dependsOn: 'brand_id',
        current: record && record.brand_id === brandId ? { value: record.template_id, label: record.template_name } : undefined,
        placeholder: m.selectTemplate(),
        disabledReason: m.chooseBrandFirst(),
        hint: m.activeTemplatesHint(),
        required: true,
        whenEmpty: (
          <Link to="/products/templates/add" search={{ brand_id: brandId }}>
            {m.noTemplatesAddOne()}
          </Link>
        ),
      },
    },
  },
  {
    title: m.labelVariant(),
    text: m.variantSectionText(),
    fields: {
      sku: { autoCapitalize: 'characters', maxLength: 40, placeholder: m.skuPlaceholder(), hint: m.skuHint(), required: true },
      name: { maxLength: 120, placeholder: m.variantNamePlaceholder(), required: true },
      'attributes.size': { maxLength: 20, placeholder: m.sizePlaceholder() },
      'attributes.colour': { maxLength: 30, placeholder: m.colourPlaceholder() },
      barcode: { inputMode: 'numeric', maxLength: 14, hint: m.barcodeHint() },
      status: { kind: 'switch' },
    },
  },
  {
    title: m.priceSection(),
    text: m.priceSectionText(),
    fields: {
      mrp_paise: { ...rupees, label: m.labelInRupees({ label: variantLabels.mrp_paise }), placeholder: m.mrpPlaceholder() },
      price_paise: { ...rupees, label: m.labelInRupees({ label: variantLabels.price_paise }), placeholder: m.pricePlaceholder() },
    },
  },
  !record && {
    title: m.openingStockSection(),
    text: m.openingStockText(),
    fields: { initial_stock_hyd: { ...stock, label: m.hyderabad() }, initial_stock_delhi: { ...stock, label: m.delhi() } },
  },
]

/** The one product variant form: create when there is no record, update when there is; a brand and template may come chosen. */
export function VariantForm({ record, brandId, templateId, draftKey }: { record?: ProductVariant; brandId?: string; templateId?: string; draftKey: string }) {
  const state = useResourceForm({
    draftKey,
    record,
    empty: variantFields.empty({ brand_id: brandId ?? '', template_id: templateId ?? '' }),
    valuesOf: variantValuesOf,
    validate: validateVariant,
    create: (values, key) => createVariant(variantCreateOf(values), key),
    update: (values, variant) => updateVariant(variantUpdateOf(values, variant.id)),
    staleSchema: variantStaleResponse,
    cache: { ...variants, touched: [inventory.keys.all, templates.keys.all, brands.keys.all, optionKeys.all] },
    listPath: variantsBack.to,
  })
  return (
    <ResourceForm
      state={state}
      labels={variantLabels}
      fields={variantFields}
      sections={sections(record, state.values.brand_id)}
      submitLabel={record ? m.saveChanges() : m.addVariant()}
    />
  )
}
