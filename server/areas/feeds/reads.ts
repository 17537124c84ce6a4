import { eq } from 'drizzle-orm'
import type { FeedListParams } from '../../../src/contract/feeds'
import type { Db } from '../../db/client'
import { feedPosts as fp } from './schema'
import { dayRange, isUuid, isoDates } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'

const columns = {
  id: fp.id,
  title: fp.title,
  body: fp.body,
  type: fp.type,
  media_id: fp.media_id,
  status: fp.status,
  publish_at: fp.publish_at,
  created_at: fp.created_at,
  updated_at: fp.updated_at,
}

/** The public address of a post's image (no token: the random id is the capability). */
const feedMediaUrl = (mediaId: string) => `/api/feeds/media/${mediaId}`

export const { list: listFeeds, get: getFeed } = resourceReads({
  table: fp,
  select: (db: Db) => db.select(columns).from(fp),
  toItem: ({ media_id, ...row }) => ({ ...isoDates(row), media_url: media_id ? feedMediaUrl(media_id) : null }),
  order: { by: { title: fp.title, type: fp.type, publish_at: fp.publish_at, created_at: fp.created_at }, default: '-publish_at' },
  search: [fp.title, fp.body],
  filters: (params: FeedListParams) => [
    params.status ? eq(fp.status, params.status) : undefined,
    params.type ? eq(fp.type, params.type) : undefined,
    // Days of the date filter are India's, like the dashboard's.
    dayRange(fp.publish_at, params.from, params.to),
  ],
})

/** A post's image by its unguessable id, for <img> tags. */
export async function getFeedMedia(db: Db, mediaId: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  if (!isUuid(mediaId)) return null
  const [row] = await db.select({ contentType: fp.media_type, data: fp.media_data }).from(fp).where(eq(fp.media_id, mediaId))
  return row?.contentType && row.data ? { contentType: row.contentType, data: row.data } : null
}
