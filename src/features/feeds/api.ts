import { feedSchema, type Feed, type FeedListQuery, type FeedStatus } from '../../contract/feeds'
import { defineResource } from '../../lib/resource-api'

/** SPEC.md 7 "Feeds", plus update_feed/{id} (an addition). */
export const feeds = defineResource<Feed, FeedListQuery>({
  key: ['feeds'],
  row: feedSchema,
  list: '/api/feeds/get_feeds',
  detail: (id) => `/api/feeds/get_feeds/${id}`,
  toasts: { list: 'Failed to fetch feeds', detail: 'Failed to fetch the feed post' },
})

export const createFeed = (body: FormData, idempotencyKey: string) => feeds.write('POST', '/api/feeds/create_feed', body, idempotencyKey)
export const updateFeed = (id: string, body: FormData) => feeds.write('PUT', `/api/feeds/update_feed/${encodeURIComponent(id)}`, body)
export const setFeedStatus = (id: string, status: FeedStatus) => feeds.write('PUT', '/api/feeds/feed_status', { id, status })
