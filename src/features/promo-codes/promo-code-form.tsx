import { discountTypes } from '../../contract/promo-codes'
import { ServerErrorContext } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { StaleAlert } from '../../ui/form/stale-alert'
import { LinkedProductFields } from './linked-product-fields'
import type { usePromoCodeForm } from './use-promo-code-form'
import '../../ui/styles/forms.css'

const discountOptions = discountTypes.map((value) => ({ value, label: value === 'percent' ? 'Percent off' : 'Flat amount off' }))

type PromoCodeFormProps = { state: ReturnType<typeof usePromoCodeForm>; submitLabel: string }

/** One form for create and update (SPEC.md 2 behaviour: errors after the first submit, spinner, server errors on fields). */
export function PromoCodeForm({ state, submitLabel }: PromoCodeFormProps) {
  const { form, values, serverError, stale } = state
  const percent = values.discount_type === 'percent'
  return (
    <ServerErrorContext.Provider value={serverError}>
      <form
        className="entity-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {stale && <StaleAlert differences={stale.differences} onLoadLatest={stale.loadLatest} />}
        <fieldset className="form-section">
          <legend>Code</legend>
          <form.AppField name="code">{(field) => <field.TextField label="Code" placeholder="DIWALI25" autoCapitalize="characters" maxLength={20} hint="4 to 20 letters or digits; customers type it at checkout." required />}</form.AppField>
          <form.AppField name="description">{(field) => <field.TextField label="Description" placeholder="What the offer is for" maxLength={200} multiline />}</form.AppField>
        </fieldset>
        <fieldset className="form-section">
          <legend>Discount</legend>
          <div className="form-grid">
            <form.AppField name="discount_type">{(field) => <field.SelectField label="Type" options={discountOptions} required />}</form.AppField>
            <form.AppField name="discount_value">
              {(field) => <field.TextField label={percent ? 'Percent off' : 'Amount off (₹)'} type="number" inputMode="decimal" min={0} placeholder={percent ? '20' : '200'} required />}
            </form.AppField>
            {percent && <form.AppField name="max_discount">{(field) => <field.TextField label="Maximum discount (₹)" type="number" inputMode="decimal" min={0} placeholder="No cap" />}</form.AppField>}
            <form.AppField name="min_order">{(field) => <field.TextField label="Minimum order (₹)" type="number" inputMode="decimal" min={0} placeholder="0" />}</form.AppField>
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>Limits and validity</legend>
          <div className="form-grid">
            <form.AppField name="usage_limit">{(field) => <field.TextField label="Total uses" type="number" inputMode="numeric" min={1} placeholder="Unlimited" />}</form.AppField>
            <form.AppField name="per_user_limit">{(field) => <field.TextField label="Uses per customer" type="number" inputMode="numeric" min={1} placeholder="Unlimited" />}</form.AppField>
            <form.AppField name="starts_at">{(field) => <field.TextField label="Starts" type="datetime-local" required />}</form.AppField>
            <form.AppField name="ends_at">{(field) => <field.TextField label="Ends" type="datetime-local" required />}</form.AppField>
          </div>
        </fieldset>
        <LinkedProductFields form={form} />
        <form.Field name="is_active">
          {(field) => (
            <label className="checkbox">
              <input type="checkbox" checked={field.state.value} onChange={(event) => field.handleChange(event.target.checked)} />
              <span>Active: customers can use this code within its dates</span>
            </label>
          )}
        </form.Field>
        <ServerErrorAlert />
        <form.AppForm>
          <form.SubmitButton label={submitLabel} />
        </form.AppForm>
      </form>
    </ServerErrorContext.Provider>
  )
}
