import { and, eq, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { Feed, FeedListParams } from '../../src/contract/feeds'
import type { Db } from '../db/client'
import { feedPosts as fp } from '../db/schema'
import { iso, isUuid, orderingSql, pageAndTotal, pageOf, searchSql } from './list-query'
import type { ListResult } from './list-query'

// Days of the date filter are Indian days, like the dashboard's.
const zone = 'Asia/Kolkata'

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
const ordering = { title: fp.title, type: fp.type, publish_at: fp.publish_at, created_at: fp.created_at }

const selectFeeds = (db: Db) => db.select(columns).from(fp)
type Row = Awaited<ReturnType<ReturnType<typeof selectFeeds>['execute']>>[number]

/** The public address of a post's image (no token: the random id is the capability). */
const feedMediaUrl = (mediaId: string) => `/api/feeds/media/${mediaId}`

const toFeed = ({ media_id, ...row }: Row): Feed => ({
  ...row,
  media_url: media_id ? feedMediaUrl(media_id) : null,
  publish_at: iso(row.publish_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})

const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${zone})`
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${zone})`

function feedFilter(orgId: string, params: FeedListParams): SQL | undefined {
  return and(
    eq(fp.org_id, orgId),
    searchSql(params.search, [fp.title, fp.body]),
    params.status ? eq(fp.status, params.status) : undefined,
    params.type ? eq(fp.type, params.type) : undefined,
    params.from ? sql`${fp.publish_at} >= ${dayStart(params.from)}` : undefined,
    params.to ? sql`${fp.publish_at} < ${dayEnd(params.to)}` : undefined,
  )
}

export async function listFeeds(db: Db, orgId: string, params: FeedListParams): Promise<ListResult<Feed>> {
  const where = feedFilter(orgId, params)
  const page = pageOf(params)
  const { rows, total } = await pageAndTotal(
    page,
    () =>
      selectFeeds(db)
        .where(where)
        .orderBy(...orderingSql(params.ordering, ordering, '-publish_at', fp.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.$count(fp, where),
  )
  return { rows: rows.map(toFeed), total }
}

/** One post of the organisation; null for an unknown id or another organisation's. */
export async function getFeed(db: Db, orgId: string, id: string): Promise<Feed | null> {
  if (!isUuid(id)) return null
  const [row] = await selectFeeds(db).where(and(eq(fp.id, id), eq(fp.org_id, orgId)))
  return row ? toFeed(row) : null
}

/** A post's image by its unguessable id, for <img> tags. */
export async function getFeedMedia(db: Db, mediaId: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  if (!isUuid(mediaId)) return null
  const [row] = await db.select({ contentType: fp.media_type, data: fp.media_data }).from(fp).where(eq(fp.media_id, mediaId))
  return row?.contentType && row.data ? { contentType: row.contentType, data: row.data } : null
}
