import { feedPaths, feedSchema, type Feed, type FeedListQuery, type FeedStatus } from '../../contract/feeds'
import { defineResource } from '../../lib/resource-api'
import * as m from '../../paraglide/m/feeds'

/** docs/areas/feeds.md#api, plus update_feed/{id} (an addition). */
export const feeds = defineResource<Feed, FeedListQuery>({
  key: ['feeds'],
  row: feedSchema,
  list: feedPaths.list,
  detail: feedPaths.detail,
  toasts: { list: m.feedsFailed, detail: m.feedFailed },
})

export const createFeed = (body: FormData, idempotencyKey: string) => feeds.write('POST', feedPaths.create, body, idempotencyKey)
export const updateFeed = (id: string, body: FormData) => feeds.write('PUT', feedPaths.update(id), body)
export const setFeedStatus = (id: string, status: FeedStatus) => feeds.write('PUT', feedPaths.status, { id, status })
