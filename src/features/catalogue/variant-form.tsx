import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { variantLabels, variantStaleResponse, type ProductVariant } from '../../contract/catalogue'
import { FormSection } from '../../ui/form/form-layout'
import { QuerySelectField } from '../../ui/form/query-select-field'
import { ResourceForm } from '../../ui/form/resource-form'
import { SwitchField } from '../../ui/form/switch-field'
import { useResourceForm } from '../../ui/form/use-resource-form'
import { brandOptionsQuery, optionKeys, templateOptionsQuery } from '../../lib/option-queries'
import { brands, createVariant, inventory, templates, updateVariant, variants } from './api'
import { validateVariant, variantCreateOf, variantFields, variantReaders, variantUpdateOf, variantValuesOf } from './variant-form-values'

type VariantFormProps = {
  /** The record being edited, as the server has it now; absent when creating. */
  record?: ProductVariant
  brandId?: string
  templateId?: string
  draftKey: string
}
const labels = variantLabels

/** The one product variant form: create when there is no record, update when there is. */
export function VariantForm({ record, brandId, templateId, draftKey }: VariantFormProps) {
  const state = useResourceForm({
    draftKey,
    record,
    empty: variantFields.empty({ brand_id: brandId ?? '', template_id: templateId ?? '' }),
    valuesOf: variantValuesOf,
    validate: validateVariant,
    create: (values, key) => createVariant(variantCreateOf(values), key),
    update: (values, variant) => updateVariant(variantUpdateOf(values, variant.id)),
    staleSchema: variantStaleResponse,
    cache: { keys: variants.keys, rowId: (row) => row.id, touched: [inventory.keys.all, templates.keys.all, brands.keys.all, optionKeys.all] },
    listPath: '/products/variants',
  })
  const { form } = state
  const { values } = state
  const templateName = useTemplateName(values.brand_id, record)
  return (
    <ResourceForm state={state} readers={variantReaders(templateName)} cancelTo="/products/variants" submitLabel={record ? 'Save changes' : 'Add variant'}>
      <FormSection title="Product" text="The product template this variant belongs to.">
        <form.AppField name="brand_id" listeners={{ onChange: () => form.setFieldValue('template_id', '') }}>
          {() => (
            <QuerySelectField
              label={labels.brand_id}
              query={brandOptionsQuery()}
              current={record && { value: record.brand_id, label: record.brand_name }}
              placeholder="Select brand"
              whenEmpty={<Link to="/brands-list/add">No brands yet: add your first brand</Link>}
            />
          )}
        </form.AppField>
        <form.AppField name="template_id">
          {() => (
            <QuerySelectField
              label={labels.template_id}
              query={templateOptionsQuery(values.brand_id)}
              current={record && record.brand_id === values.brand_id ? { value: record.template_id, label: record.template_name } : undefined}
              placeholder="Select template"
              disabled={!values.brand_id}
              disabledReason="Choose a brand first"
              hint="Active templates of the chosen brand"
              required
              whenEmpty={
                <Link to="/products/templates/add" search={{ brand_id: values.brand_id }}>
                  No templates for this brand yet: add one
                </Link>
              }
            />
          )}
        </form.AppField>
      </FormSection>
      <FormSection title="Variant" text="How this size or colour is told apart.">
        <form.AppField name="sku">
          {(field) => (
            <field.TextField
              label={labels.sku}
              autoCapitalize="characters"
              maxLength={40}
              placeholder="KURTA-BLU-M"
              hint="Letters, digits and hyphens"
              required
            />
          )}
        </form.AppField>
        <form.AppField name="name">{(field) => <field.TextField label={labels.name} maxLength={120} placeholder="Blue, medium" required />}</form.AppField>
        <form.AppField name="attributes.size">{(field) => <field.TextField label={labels.size} maxLength={20} placeholder="M" />}</form.AppField>
        <form.AppField name="attributes.colour">{(field) => <field.TextField label={labels.colour} maxLength={30} placeholder="Indigo" />}</form.AppField>
        <form.AppField name="barcode">
          {(field) => <field.TextField label={labels.barcode} inputMode="numeric" maxLength={14} hint="8 to 14 digits (EAN or UPC)" />}
        </form.AppField>
        <form.AppField name="status">{() => <SwitchField label={labels.status} />}</form.AppField>
      </FormSection>
      <FormSection title="Price" text="In rupees. The selling price cannot be more than the MRP.">
        <form.AppField name="mrp_paise">
          {(field) => <field.TextField label={`${labels.mrp_paise} (₹)`} type="number" inputMode="decimal" min={0} placeholder="1499" required />}
        </form.AppField>
        <form.AppField name="price_paise">
          {(field) => <field.TextField label={`${labels.price_paise} (₹)`} type="number" inputMode="decimal" min={0} placeholder="1299" required />}
        </form.AppField>
      </FormSection>
      {!record && (
        <FormSection title="Opening stock" text="Units on hand in each location now. Leave blank for none.">
          <form.AppField name="initial_stock_hyd">
            {(field) => <field.TextField label="Hyderabad" type="number" inputMode="numeric" min={0} placeholder="0" />}
          </form.AppField>
          <form.AppField name="initial_stock_delhi">
            {(field) => <field.TextField label="Delhi" type="number" inputMode="numeric" min={0} placeholder="0" />}
          </form.AppField>
        </FormSection>
      )}
    </ResourceForm>
  )
}

/** The conflict alert names the template as the dropdown does. */
function useTemplateName(brandId: string, record?: ProductVariant) {
  const templates = useQuery(templateOptionsQuery(brandId))
  return (id: string) => templates.data?.find((option) => option.value === id)?.label ?? (id === record?.template_id ? record.template_name : id)
}
