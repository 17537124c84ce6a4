import { and, eq, inArray, max } from 'drizzle-orm'
import type { Db } from '../db/client'
import { brandLogos, templateImages } from '../db/schema'
import { isUuid } from './list-query'
import type { ImageUpload } from './media'

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

/** An image (template photo or brand logo) by its unguessable id, for GET /api/media/{id}. */
export async function getMedia(db: Db, id: string): Promise<Media | null> {
  if (!isUuid(id)) return null
  const [photo] = await db.select({ contentType: templateImages.content_type, data: templateImages.data }).from(templateImages).where(eq(templateImages.id, id))
  if (photo) return photo
  const [logo] = await db.select({ contentType: brandLogos.content_type, data: brandLogos.data }).from(brandLogos).where(eq(brandLogos.id, id))
  return logo ?? null
}
