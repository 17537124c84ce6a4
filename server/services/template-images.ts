import { and, eq, inArray, max } from 'drizzle-orm'
import type { imageRules } from '../../src/contract/catalogue'
import type { Db } from '../db/client'
import { templateImages } from '../db/schema'
import { isUuid } from './list-query'
import { fail } from './result'
import type { Outcome } from './result'

type ImageType = (typeof imageRules.types)[number]
export type ImageUpload = { type: ImageType; bytes: Uint8Array }

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The type the bytes really are: the declared content type is the client's word, and we serve these to browsers. */
function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

const notAnImage = 'This file is not a JPEG, PNG or WebP image'

/** Reads validated uploads (type and size are checked by the contract) and refuses any that is not what it claims. */
export async function readImages(files: File[]): Promise<Outcome<{ images: ImageUpload[] }>> {
  const images: ImageUpload[] = []
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffImageType(bytes)
    if (!type) return fail(400, notAnImage, { errors: { images: [notAnImage] } })
    images.push({ type, bytes })
  }
  return { ok: true, images }
}

type Tx = Pick<Db, 'select' | 'insert' | 'delete'>

/** Appends images after the template's current ones. */
export async function addImages(tx: Tx, orgId: string, templateId: string, images: ImageUpload[]): Promise<void> {
  if (images.length === 0) return
  const [last] = await tx
    .select({ value: max(templateImages.position) })
    .from(templateImages)
    .where(eq(templateImages.template_id, templateId))
  const start = (last?.value ?? -1) + 1
  await tx.insert(templateImages).values(
    images.map((image, index) => ({
      org_id: orgId,
      template_id: templateId,
      content_type: image.type,
      size_bytes: image.bytes.byteLength,
      data: image.bytes,
      position: start + index,
    })),
  )
}

/** Removes the listed images of this template; ids of other templates are left alone. */
export async function removeImages(tx: Tx, templateId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  await tx.delete(templateImages).where(and(eq(templateImages.template_id, templateId), inArray(templateImages.id, ids)))
}

export type Media = { contentType: string; data: Uint8Array }

/** An image by its unguessable id, for GET /api/media/{id}. */
export async function getMedia(db: Db, id: string): Promise<Media | null> {
  if (!isUuid(id)) return null
  const [row] = await db.select({ contentType: templateImages.content_type, data: templateImages.data }).from(templateImages).where(eq(templateImages.id, id))
  return row ?? null
}
