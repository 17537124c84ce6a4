import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useMemo, useState } from 'react'
import { promoCodeStaleResponse, type PromoCode } from '../../contract/promo-codes'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { sameJson, staleRecord } from '../../ui/form/form-state'
import { useServerError } from '../../ui/form/server-error'
import { differencesOf, type FieldReader } from '../../ui/form/stale-alert'
import { applyLatest, readEditDraft, useEditDraft } from '../../ui/form/use-edit-draft'
import { emptyPromoCode, formFieldOf, fromPromoCode, validatePromoCodeForm, type PromoCodeFormValues } from './form-values'

const text = (key: keyof PromoCodeFormValues, label: string): FieldReader<PromoCodeFormValues> => ({ label, read: (values) => String(values[key]) })
const readers = [
  text('code', 'Code'), text('description', 'Description'), text('discount_type', 'Discount type'), text('discount_value', 'Discount'),
  text('max_discount', 'Maximum discount'), text('min_order', 'Minimum order'), text('usage_limit', 'Total uses'), text('per_user_limit', 'Uses per customer'),
  text('starts_at', 'Starts'), text('ends_at', 'Ends'), text('brand_id', 'Brand'), text('product_template_id', 'Product template'),
  text('product_variant_id', 'Product variant'), text('is_active', 'Active'),
]

type Options = {
  record?: PromoCode
  initial?: Partial<PromoCodeFormValues>
  draftKey: string
  /** Sends the form; answers the server's success message. */
  save: (values: PromoCodeFormValues) => Promise<string>
  /** After the draft is dropped, so leaving asks nothing. */
  onSaved: () => Promise<void>
}

/** The one promo-code form for create and update: drafts, server errors and stale-update recovery. */
export function usePromoCodeForm({ record, initial, draftKey, save, onSaved }: Options) {
  const [draft] = useState(() => readEditDraft<PromoCodeFormValues>(draftKey))
  const [base, setBase] = useState<PromoCodeFormValues>(() => draft?.base ?? (record ? fromPromoCode(record) : { ...emptyPromoCode, ...initial }))
  const [latest, setLatest] = useState<PromoCodeFormValues | null>(null)
  const form = useAppForm({
    defaultValues: draft?.values ?? base,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: validatePromoCodeForm },
    onSubmit: async ({ value }) => {
      try {
        const message = await save(value)
        edit.settle()
        notifySuccess(message)
      } catch (error) {
        const current = staleRecord<PromoCode>(error, promoCodeStaleResponse)
        if (current) setLatest(fromPromoCode(current))
        serverError.setFromError(error, value, { fields: ['error', 'message', 'detail', 'errors'] })
        return
      }
      await onSaved()
    },
  })
  const values = useStore(form.store, (state) => state.values)
  const serverError = useServerError(values)
  const edit = useEditDraft(draftKey, useMemo(() => ({ values, base }), [values, base]), !sameJson(values, base))

  // The record moved on since this edit began: a 409, a newer copy from the server, or an old draft.
  const newer = latest ?? (record && record.updated_at !== base.updated_at ? fromPromoCode(record) : null)
  const stale = newer && { differences: differencesOf(readers, values, base, newer), loadLatest: () => {
    applyLatest(form, values, base, newer)
    setBase(newer)
    setLatest(null)
    serverError.clear()
  } }
  const named = serverError.error && { ...serverError, error: { ...serverError.error, fields: Object.fromEntries(Object.entries(serverError.error.fields).map(([key, message]) => [formFieldOf(key), message])) } }
  return { form, values, serverError: named ?? serverError, stale }
}
