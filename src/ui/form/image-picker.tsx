import { useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { imageFile, imageRules } from '../../contract/media'
import { mediaUrl } from '../../lib/media-url'
import { useServerFieldError } from './server-error'
import { AlertIcon, CloseIcon } from '../icons'
import * as m from '../../paraglide/m/form'

type Props = {
  /** The form field the server's errors for these files come under. */
  name: string
  label: string
  /** At most this many, saved and new together. */
  maxCount?: number
  /** Saved images still kept. */
  existing: readonly { id: string; url: string }[]
  onRemoveExisting: (id: string) => void
  files: readonly File[]
  onFiles: (files: File[]) => void
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** Checks picked files against the contract's limits before anything is uploaded; returns the accepted ones and why others were not. */
function acceptImages(picked: readonly File[], room: number, maxCount: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = []
  const problems: string[] = []
  for (const file of picked) {
    const result = v.safeParse(imageFile, file)
    if (!result.success) problems.push(m.fileProblem({ file: file.name, problem: result.issues[0].message }))
    else if (accepted.length >= room) problems.push(m.fileProblem({ file: file.name, problem: m.tooManyImages({ count: maxCount }) }))
    else accepted.push(file)
  }
  return { accepted, problems }
}

/** Photos of a record (template photos, feed media): saved ones, new ones with previews, each removable, limits checked on pick. */
export function ImagePicker({ name, label, maxCount = imageRules.maxCount, existing, onRemoveExisting, files, onFiles }: Props) {
  const id = useId()
  const [problems, setProblems] = useState<string[]>([])
  const serverError = useServerFieldError(name)
  const room = maxCount - existing.length - files.length
  function pick(list: FileList | null) {
    const result = acceptImages(Array.from(list ?? []), room, maxCount)
    setProblems(result.problems)
    if (result.accepted.length) onFiles([...files, ...result.accepted])
  }
  const messages = serverError ? [serverError, ...problems] : problems
  return (
    <div className="field" data-invalid={messages.length ? 'true' : undefined}>
      <span className="visually-hidden" id={`${id}-label`}>
        {label}
      </span>
      <ul className="image-list" aria-labelledby={`${id}-label`}>
        {existing.map((image, index) => (
          <li key={image.id} className="image-tile">
            <img src={mediaUrl(image.url)} alt={m.savedImage({ number: index + 1 })} />
            <RemoveButton label={m.removeSavedImage({ number: index + 1 })} onClick={() => onRemoveExisting(image.id)} />
          </li>
        ))}
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="image-tile" data-new="true">
            <FilePreview file={file} />
            <span className="image-tag">{m.newImage()}</span>
            <RemoveButton label={m.removeFile({ name: file.name })} onClick={() => onFiles(files.filter((_, at) => at !== index))} />
          </li>
        ))}
        {room > 0 && (
          <li className="image-tile image-add">
            <label htmlFor={id}>
              <span aria-hidden="true">+</span>
              <span>{maxCount === 1 ? m.addImage() : m.addImages()}</span>
            </label>
            <input
              id={id}
              type="file"
              className="visually-hidden"
              accept={imageRules.types.join(',')}
              multiple
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                pick(event.target.files)
                event.target.value = ''
              }}
            />
          </li>
        )}
      </ul>
      <p className="field-hint" id={`${id}-hint`}>
        {maxCount === 1 ? m.oneImageHint({ size: megabytes(imageRules.maxBytes) }) : m.imagesHint({ count: maxCount, size: megabytes(imageRules.maxBytes) })}
      </p>
      {messages.map((message) => (
        <p key={message} className="field-error" role="alert">
          <AlertIcon size={16} />
          <span>{message}</span>
        </p>
      ))}
    </div>
  )
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-btn image-remove" aria-label={label} title={label} onClick={onClick}>
      <CloseIcon size={16} />
    </button>
  )
}

// The object URL is made and revoked in one effect and set through a ref, so a remount never shows a revoked URL.
function FilePreview({ file }: { file: File }) {
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const url = URL.createObjectURL(file)
    if (ref.current) ref.current.src = url
    return () => URL.revokeObjectURL(url)
  }, [file])
  return <img ref={ref} alt={m.previewOf({ name: file.name })} />
}
