import * as v from 'valibot'
import { messages, requiredText } from '../common'
import { detailResponse, listResponse, staleResponse, timestampOf, updatedAtField, uuidOf } from '../lists'
import { imageFile } from '../media'
import { feedLabels, feedStatuses, feedStatusLabels, feedTypeLabels, feedTypes } from './list'
import type { CsvSpec, Labels } from '../vocabulary'
import * as m from '../../paraglide/m/feeds'

export { feedLabels, feedListQuery, feedTypeLabels, feedTypes } from './list'
export type { FeedListParams, FeedListQuery, FeedStatus, FeedType } from './list'

/**
 * Feed posts (docs/areas/feeds.md#api): what the brand posts to its feed. Create and update are multipart (fields plus one
 * `media` image, checked by its bytes); failures carry `errors` per field (docs/areas/feeds.md#messages).
 */
export const feedSchema = v.object({
  id: v.string(),
  title: v.string(),
  body: v.string(),
  type: v.picklist(feedTypes),
  /** The image at /api/feeds/media/{id}, or null for a text-only post. */
  media_url: v.nullable(v.string()),
  status: v.picklist(feedStatuses),
  publish_at: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Feed = v.InferOutput<typeof feedSchema>
// Its labels (in feeds-list.ts, which the list's URL loads without this file) cover every field but these.
feedLabels satisfies Labels<Exclude<keyof Feed, 'id'>>

export const feedListResponse = listResponse(feedSchema)
export const feedDetailResponse = detailResponse(feedSchema)
export const feedStaleResponse = staleResponse(feedSchema)
/** The answer to a create, update or status change: the message and the post as saved. */
export const feedSavedResponse = detailResponse(feedSchema)

/** Multipart sends one file, or an empty file when none was chosen; both read as a list of at most one. */
const mediaFile = v.pipe(
  v.union([v.file(), v.array(v.file())], () => m.chooseImage()),
  v.transform((value) => (Array.isArray(value) ? value : [value]).filter((file) => file.size > 0)),
  v.maxLength(1, () => m.oneImage()),
  v.array(imageFile),
)

const feedFields = {
  title: v.pipe(
    requiredText(() => m.enterTitle()),
    v.maxLength(120, () => m.titleMax()),
  ),
  body: v.pipe(
    requiredText(() => m.enterBody()),
    v.maxLength(2000, () => m.bodyMax()),
  ),
  type: v.picklist(feedTypes, () => m.chooseType()),
  publish_at: timestampOf(() => m.choosePublishTime()),
  status: v.optional(
    v.picklist(feedStatuses, () => m.choosePublished()),
    'published',
  ),
  media: v.optional(mediaFile, []),
}

/** POST api/feeds/create_feed, as multipart/form-data. */
export const feedCreateBody = v.object(feedFields)
export type FeedCreateBody = v.InferInput<typeof feedCreateBody>

const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', ''], messages.invalid), ''),
  v.transform((value) => value === 'true' || value === '1'),
)

/** PUT api/feeds/update_feed/{id} (an addition): the same form, the updated_at it was loaded with, and `remove_media`. */
export const feedUpdateBody = v.object({ ...feedFields, updated_at: updatedAtField, remove_media: flag })
export type FeedUpdateBody = v.InferInput<typeof feedUpdateBody>

/** PUT api/feeds/feed_status. */
export const feedStatusBody = v.object({
  id: uuidOf(() => m.feedMissing()),
  status: v.picklist(feedStatuses, () => m.choosePublished()),
})
export type FeedStatusBody = v.InferInput<typeof feedStatusBody>

/** The format=csv export: headers are the labels. */
export const feedCsv: CsvSpec<Feed> = {
  filename: 'feeds',
  // Read per export, so the headers are in the language of the request.
  get columns(): CsvSpec<Feed>['columns'] {
    return [
      [feedLabels.title, (row) => row.title],
      [feedLabels.body, (row) => row.body],
      [feedLabels.type, (row) => feedTypeLabels[row.type]],
      [feedLabels.status, (row) => feedStatusLabels[row.status]],
      [feedLabels.publish_at, (row) => row.publish_at],
      [feedLabels.media_url, (row) => row.media_url],
      [feedLabels.created_at, (row) => row.created_at],
    ]
  },
}

/** The feeds API (docs/areas/feeds.md#api, plus update_feed/{id}), spelled once. */
export const feedPaths = {
  list: '/api/feeds/get_feeds',
  detail: (id: string) => `/api/feeds/get_feeds/${encodeURIComponent(id)}`,
  create: '/api/feeds/create_feed',
  update: (id: string) => `/api/feeds/update_feed/${encodeURIComponent(id)}`,
  status: '/api/feeds/feed_status',
} as const
