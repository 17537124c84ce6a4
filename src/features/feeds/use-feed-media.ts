import { useState } from 'react'
import type { Feed } from '../../contract/feeds'
import type { ExtraInput } from '../../ui/form/use-resource-form'
import { useImageDraft } from '../../ui/form/use-image-draft'

const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

/** A new image (kept with the draft) and whether the saved one was removed: the feed form's input beside its fields. */
export function useFeedMedia(draftKey: string, record?: Feed) {
  const image = useImageDraft(draftKey)
  const [removed, setRemoved] = useState(false)
  const extra: ExtraInput<Feed> = {
    snapshot: { files: image.files.map(fileKey), removed },
    changed: image.files.length > 0 || removed,
    saved: () => image.setFiles([]),
    rebase: (latest) => setRemoved((was) => was && latest.media_url !== null),
  }
  const saved = record?.media_url && !removed ? [{ id: 'saved', url: record.media_url }] : []
  return { files: image.files, setFiles: image.setFiles, removed, existing: saved, remove: () => setRemoved(true), extra }
}
