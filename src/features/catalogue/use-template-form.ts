import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useMemo, useState } from 'react'
import { templateStaleResponse, type ProductTemplate } from '../../contract/catalogue'
import { useAppForm } from '../../ui/form/app-form'
import { useServerError } from '../../ui/form/server-error'
import { catalogueKeys, createTemplate, updateTemplate } from './api'
import { sameJson, schemaErrors, useIdempotencyKey } from '../../ui/form/form-state'
import { applyLatest, readEditDraft, useEditDraft } from '../../ui/form/use-edit-draft'
import { useImageDraft } from './components/use-image-draft'
import { useSaveOutcome } from './components/use-save-outcome'
import { emptyTemplate, templateFormData, templateFormSchema, templateValuesOf, type TemplateFormValues } from './template-form-values'

export type TemplateFormOptions = {
  /** The record being edited, as the server has it now; absent when creating. */
  record?: ProductTemplate
  /** Brand chosen in advance (from a brand's row). */
  brandId?: string
  draftKey: string
}

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

/** New photos (kept with the draft) and the saved ones the user removed. */
function useTemplateImages(draftKey: string, record?: ProductTemplate) {
  const images = useImageDraft(draftKey)
  const [removed, setRemoved] = useState<string[]>([])
  return {
    files: images.files,
    setFiles: images.setFiles,
    removed,
    existing: (record?.images ?? []).filter((image) => !removed.includes(image.id)),
    remove: (id: string) => setRemoved((ids) => [...ids, id]),
    /** Drops removals of images the latest version no longer has. */
    rebase: (latest: ProductTemplate) => setRemoved((ids) => ids.filter((id) => latest.images.some((image) => image.id === id))),
    changed: images.files.length > 0 || removed.length > 0,
    key: { files: images.files.map(fileKey), removed },
  }
}

/** State of the one template form used for create and update. */
export function useTemplateForm({ record, brandId, draftKey }: TemplateFormOptions) {
  const [draftAtStart] = useState(() => readEditDraft<TemplateFormValues>(draftKey))
  // The record version the edit is based on, as form values; "Load latest" moves it on.
  const [base, setBase] = useState(() => draftAtStart?.base ?? (record ? templateValuesOf(record) : emptyTemplate(brandId)))
  const images = useTemplateImages(draftKey, record)
  const idempotency = useIdempotencyKey(draftKey)
  const form = useAppForm({
    defaultValues: draftAtStart?.values ?? base,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => schemaErrors(templateFormSchema, value) },
    onSubmit: ({ value }) => save(value),
  })
  const values = useStore(form.store, (state) => state.values)
  // Server errors stay until the fields, the new images or the removals change.
  const inputOf = (current: TemplateFormValues) => ({ values: current, images: images.key })
  const serverError = useServerError(inputOf(values))
  const dirty = !sameJson(values, base) || images.changed
  const draft = useEditDraft(draftKey, useMemo(() => ({ values, base }), [values, base]), dirty)

  const outcome = useSaveOutcome({
    detailKey: record && catalogueKeys.template(record.id),
    staleSchema: templateStaleResponse,
    touched: [catalogueKeys.templates(), catalogueKeys.brands()],
    listPath: '/products/templates',
    serverError,
  })

  async function save(value: TemplateFormValues) {
    try {
      const update = record && { id: record.id, updated_at: value.updated_at, remove_image_ids: images.removed }
      const body = templateFormData(value, images.files, update)
      const result = record ? await updateTemplate(body) : await createTemplate(body, idempotency.key)
      draft.settle()
      idempotency.forget()
      images.setFiles([])
      await outcome.saved(result.message)
    } catch (error) {
      outcome.failed(error, inputOf(value))
    }
  }

  // The record moved on since this edit began (a 409, a refetch or an old draft): offer to build on the latest version.
  const conflict = record && record.updated_at !== base.updated_at ? record : null
  function loadLatest() {
    if (!conflict) return
    const latest = templateValuesOf(conflict)
    applyLatest(form, values, base, latest)
    setBase(latest)
    images.rebase(conflict)
  }
  return { form, values, base, serverError, conflict, loadLatest, images }
}

export type TemplateFormState = ReturnType<typeof useTemplateForm>
