import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { brandLogos, templateImages } from './schema'
import { isUuid } from '../../kit/list-query'

/** An image (template photo or brand logo) by its unguessable id, for GET /api/media/{id}. */
export async function getMedia(db: Db, id: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  if (!isUuid(id)) return null
  const [photo] = await db.select({ contentType: templateImages.content_type, data: templateImages.data }).from(templateImages).where(eq(templateImages.id, id))
  if (photo) return photo
  const [logo] = await db.select({ contentType: brandLogos.content_type, data: brandLogos.data }).from(brandLogos).where(eq(brandLogos.id, id))
  return logo ?? null
}
