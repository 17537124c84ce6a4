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

export const variantsBack: Back = { to: '/products/variants', label: 'Back to variants' }
const rupees = { type: 'number', inputMode: 'decimal', min: 0, required: true } as const
const stock = { type: 'number', inputMode: 'numeric', min: 0, placeholder: '0' } as const

const sections = (record: ProductVariant | undefined, brandId: string): (SectionSpec<VariantFormValues> | false)[] => [
  {
    title: 'Product',
    text: 'The product template this variant belongs to.',
    fields: {
      brand_id: brandField({ current: record && { value: record.brand_id, label: record.brand_name } }),
      template_id: {
        kind: 'options',
        query: (values) => templateOptionsQuery(values.brand_id),
        dependsOn: 'brand_id',
        current: record && record.brand_id === brandId ? { value: record.template_id, label: record.template_name } : undefined,
        placeholder: 'Select template',
        disabledReason: 'Choose a brand first',
        hint: 'Active templates of the chosen brand',
        required: true,
        whenEmpty: (
          <Link to="/products/templates/add" search={{ brand_id: brandId }}>
            No templates for this brand yet: add one
          </Link>
        ),
      },
    },
  },
  {
    title: 'Variant',
    text: 'How this size or colour is told apart.',
    fields: {
      sku: { autoCapitalize: 'characters', maxLength: 40, placeholder: 'e.g. KURTA-BLU-M', hint: 'Letters, digits and hyphens', required: true },
      name: { maxLength: 120, placeholder: 'e.g. Blue, medium', required: true },
      'attributes.size': { maxLength: 20, placeholder: 'e.g. M' },
      'attributes.colour': { maxLength: 30, placeholder: 'e.g. Indigo' },
      barcode: { inputMode: 'numeric', maxLength: 14, hint: '8 to 14 digits (EAN or UPC)' },
      status: { kind: 'switch' },
    },
  },
  {
    title: 'Price',
    text: 'In rupees. The selling price cannot be more than the MRP.',
    fields: {
      mrp_paise: { ...rupees, label: `${variantLabels.mrp_paise} (₹)`, placeholder: 'e.g. 1499' },
      price_paise: { ...rupees, label: `${variantLabels.price_paise} (₹)`, placeholder: 'e.g. 1299' },
    },
  },
  !record && {
    title: 'Opening stock',
    text: 'Units on hand in each location now. Leave blank for none.',
    fields: { initial_stock_hyd: { ...stock, label: 'Hyderabad' }, initial_stock_delhi: { ...stock, label: 'Delhi' } },
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
      cancelTo={variantsBack.to}
      submitLabel={record ? 'Save changes' : 'Add variant'}
    />
  )
}
