import { feedPaths, feedSchema, type Feed, type FeedListQuery, type FeedStatus } from '../../contract/feeds'
import { defineResource } from '../../lib/resource-api'

/** docs/areas/feeds.md#api, plus update_feed/{id} (an addition). */
export const feeds = defineResource<Feed, FeedListQuery>({
  key: ['feeds'],
  row: feedSchema,
  list: feedPaths.list,
  detail: feedPaths.detail,
  toasts: { list: 'Failed to fetch feeds', detail: 'Failed to fetch the feed post' },
})

export const createFeed = (body: FormData, idempotencyKey: string) => feeds.write('POST', feedPaths.create, body, idempotencyKey)
export const updateFeed = (id: string, body: FormData) => feeds.write('PUT', feedPaths.update(id), body)
export const setFeedStatus = (id: string, status: FeedStatus) => feeds.write('PUT', feedPaths.status, { id, status })
