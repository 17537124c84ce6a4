import { and, eq, inArray, max } from 'drizzle-orm'
import { templateImages } from './schema'
import type { ImageUpload } from '../../kit/uploads'
import type { Tx } from '../../kit/owned-writes'

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
