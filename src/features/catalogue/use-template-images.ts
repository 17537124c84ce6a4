import { useState } from 'react'
import type { ProductTemplate } from '../../contract/catalogue'
import type { ExtraInput } from '../../ui/form/use-resource-form'
import { useImageDraft } from '../../ui/form/use-image-draft'

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

/** New photos (kept with the draft) and the saved ones the user removed: the template form's input beside its fields. */
export function useTemplateImages(draftKey: string, record?: ProductTemplate) {
  const images = useImageDraft(draftKey)
  const [removed, setRemoved] = useState<string[]>([])
  const extra: ExtraInput<ProductTemplate> = {
    snapshot: { files: images.files.map(fileKey), removed },
    changed: images.files.length > 0 || removed.length > 0,
    saved: () => images.setFiles([]),
    // Drops removals of images the latest version no longer has.
    rebase: (latest) => setRemoved((ids) => ids.filter((id) => latest.images.some((image) => image.id === id))),
  }
  return {
    files: images.files,
    setFiles: images.setFiles,
    removed,
    existing: (record?.images ?? []).filter((image) => !removed.includes(image.id)),
    remove: (id: string) => setRemoved((ids) => [...ids, id]),
    extra,
  }
}
