import { useStore } from '@tanstack/react-form'
import { useQuery } from '@tanstack/react-query'
import { withForm } from '../../ui/form/app-form'
import { brandOptionsQueryOptions, templateOptionsQueryOptions, variantOptionsQueryOptions } from './api'
import { emptyPromoCode } from './form-values'

const failed = 'Could not load the options. Check your connection and reopen the form.'

/** Brand → product template → variant: each list is fetched for the choice above it (SPEC.md 7). */
export const LinkedProductFields = withForm({
  defaultValues: emptyPromoCode,
  render: function Render({ form }) {
    const brandId = useStore(form.store, (state) => state.values.brand_id)
    const templateId = useStore(form.store, (state) => state.values.product_template_id)
    const brands = useQuery(brandOptionsQueryOptions())
    const templates = useQuery(templateOptionsQueryOptions(brandId))
    const variants = useQuery(variantOptionsQueryOptions(templateId))
    return (
      <fieldset className="form-section">
        <legend>Applies to</legend>
        <form.AppField
          name="brand_id"
          listeners={{
            onChange: () => {
              form.setFieldValue('product_template_id', '')
              form.setFieldValue('product_variant_id', '')
            },
          }}
        >
          {(field) => <field.SelectField label="Brand" options={brands.data ?? []} placeholder="Select a brand" required loading={brands.isPending} hint={brands.isError ? failed : undefined} />}
        </form.AppField>
        <form.AppField name="product_template_id" listeners={{ onChange: () => form.setFieldValue('product_variant_id', '') }}>
          {(field) => (
            <field.SelectField
              label="Product template"
              options={templates.data ?? []}
              placeholder="All products of the brand"
              loading={Boolean(brandId) && templates.isPending}
              disabled={!brandId}
              disabledReason="Choose a brand first"
              hint={templates.isError ? failed : undefined}
            />
          )}
        </form.AppField>
        <form.AppField name="product_variant_id">
          {(field) => (
            <field.SelectField
              label="Product variant"
              options={variants.data ?? []}
              placeholder="All variants of the product"
              loading={Boolean(templateId) && variants.isPending}
              disabled={!templateId}
              disabledReason="Choose a product template first"
              hint={variants.isError ? failed : undefined}
            />
          )}
        </form.AppField>
      </fieldset>
    )
  },
})
