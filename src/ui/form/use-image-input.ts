import { useState } from 'react'
import { useImageDraft } from './use-image-draft'
import type { ExtraInput } from './use-resource-form'

type Image = { id: string; url: string }

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

/**
 * A form's images beside its fields (a template's photos, a brand's logo, a feed's image): new files kept with the
 * draft across a reload, and the saved images the user removed. `picker` goes to the ImagePicker, `extra` to
 * useResourceForm, so picked or removed images count as a change and a 409 keeps only removals the latest version allows.
 */
export function useImageInput<Row>(draftKey: string, saved: readonly Image[], savedOf: (row: Row) => readonly Image[]) {
  const draft = useImageDraft(draftKey)
  const [removed, setRemoved] = useState<string[]>([])
  const extra: ExtraInput<Row> = {
    snapshot: { files: draft.files.map(fileKey), removed },
    changed: draft.files.length > 0 || removed.length > 0,
    saved: () => draft.setFiles([]),
    rebase: (latest) => setRemoved((ids) => ids.filter((id) => savedOf(latest).some((image) => image.id === id))),
  }
  const picker = {
    existing: saved.filter((image) => !removed.includes(image.id)),
    onRemoveExisting: (id: string) => setRemoved((ids) => [...ids, id]),
    files: draft.files,
    onFiles: draft.setFiles,
  }
  return { files: draft.files, removed, picker, extra }
}

/** A record's one saved image (a logo) as the picker's list. */
export const oneImage = (url: string | null | undefined, id = 'saved'): Image[] => (url ? [{ id, url }] : [])
