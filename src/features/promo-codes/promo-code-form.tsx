import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useRef, type ReactNode } from 'react'
import { discountTypes } from '../../contract/promo-codes'
import { readDraft, clearDraft } from '../../lib/drafts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { ServerErrorAlert } from '../../ui/form/server-error-alert'
import { useFormDraft } from '../../ui/form/use-form-draft'
import { useLeaveGuard } from '../../ui/form/use-leave-guard'
import { formFieldOf, validatePromoCodeForm, type PromoCodeFormValues } from './form-values'
import { LinkedProductFields } from './linked-product-fields'

const discountOptions = discountTypes.map((value) => ({ value, label: value === 'percent' ? 'Percent off' : 'Flat amount off' }))

type PromoCodeFormProps = {
  initial: PromoCodeFormValues
  draftKey: string
  submitLabel: string
  /** Throws the API error on failure; the form keeps the input and shows it. */
  onSubmit: (values: PromoCodeFormValues) => Promise<void>
  /** Above the fields: the conflict notice of an update. */
  notice?: ReactNode
}

/** One form for create and update (SPEC.md 2 behaviour: errors after the first submit, spinner, server errors on fields). */
export function PromoCodeForm({ initial, draftKey, submitLabel, onSubmit, notice }: PromoCodeFormProps) {
  const saved = useRef(false)
  const form = useAppForm({
    defaultValues: { ...initial, ...readDraft<PromoCodeFormValues>(draftKey) },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: validatePromoCodeForm },
    onSubmit: async ({ value }) => {
      try {
        await onSubmit(value)
        saved.current = true
        clearDraft(draftKey)
      } catch (error) {
        serverError.setFromError(error, value, { fields: ['error', 'message', 'detail', 'errors'] })
      }
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const serverError = useServerError(values)
  useFormDraft(form, draftKey)
  useLeaveGuard(() => form.state.isDirty && !saved.current)
  const percent = values.discount_type === 'percent'
  const namedServerError = serverError.error && { ...serverError, error: { ...serverError.error, fields: mapFields(serverError.error.fields) } }

  return (
    <ServerErrorContext.Provider value={namedServerError ?? serverError}>
      <form
        className="entity-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {notice}
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

function mapFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [formFieldOf(key), message]))
}
