import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useMemo, useState } from 'react'
import { variantCreateBody, variantStaleResponse, type ProductVariant } from '../../contract/catalogue'
import { useAppForm } from '../../ui/form/app-form'
import { useServerError } from '../../ui/form/server-error'
import { catalogueKeys, createVariant, updateVariant } from './api'
import { sameJson, schemaErrors, useIdempotencyKey } from '../../ui/form/form-state'
import { applyLatest, readEditDraft, useEditDraft } from '../../ui/form/use-edit-draft'
import { useSaveOutcome } from './components/use-save-outcome'
import { emptyVariant, variantCreateOf, variantInput, variantUpdateOf, variantValuesOf, type VariantFormValues } from './variant-form-values'

export type VariantFormOptions = {
  /** The record being edited, as the server has it now; absent when creating. */
  record?: ProductVariant
  brandId?: string
  templateId?: string
  draftKey: string
}

/** State of the one variant form used for create and update. */
export function useVariantForm({ record, brandId, templateId, draftKey }: VariantFormOptions) {
  const [draftAtStart] = useState(() => readEditDraft<VariantFormValues>(draftKey))
  // The record version the edit is based on, as form values; "Load latest" moves it on.
  const [base, setBase] = useState(() => draftAtStart?.base ?? (record ? variantValuesOf(record) : emptyVariant(brandId, templateId)))
  const idempotency = useIdempotencyKey(draftKey)
  const form = useAppForm({
    defaultValues: draftAtStart?.values ?? base,
    validationLogic: revalidateLogic(),
    // One schema for both modes: on update the opening stock fields are hidden and blank.
    validators: { onDynamic: ({ value }) => schemaErrors(variantCreateBody, variantInput(value)) },
    onSubmit: ({ value }) => save(value),
  })
  const values = useStore(form.store, (state) => state.values)
  const serverError = useServerError(values)
  const draft = useEditDraft(draftKey, useMemo(() => ({ values, base }), [values, base]), !sameJson(values, base))

  const outcome = useSaveOutcome({
    detailKey: record && catalogueKeys.variant(record.id),
    staleSchema: variantStaleResponse,
    touched: [catalogueKeys.variants(), catalogueKeys.inventory(), catalogueKeys.templates(), catalogueKeys.brands()],
    listPath: '/products/variants',
    serverError,
  })

  async function save(value: VariantFormValues) {
    try {
      const result = record ? await updateVariant(variantUpdateOf(value, record.id)) : await createVariant(variantCreateOf(value), idempotency.key)
      draft.settle()
      idempotency.forget()
      await outcome.saved(result.message)
    } catch (error) {
      outcome.failed(error, value)
    }
  }

  // The record moved on since this edit began (a 409, a refetch or an old draft): offer to build on the latest version.
  const conflict = record && record.updated_at !== base.updated_at ? record : null
  function loadLatest() {
    if (!conflict) return
    const latest = variantValuesOf(conflict)
    applyLatest(form, values, base, latest)
    setBase(latest)
  }
  return { form, values, base, serverError, conflict, loadLatest }
}

export type VariantFormState = ReturnType<typeof useVariantForm>
