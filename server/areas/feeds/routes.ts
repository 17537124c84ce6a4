import { Hono } from 'hono'
import { feedCreateBody, feedCsv, feedListQuery, feedStatusBody, feedUpdateBody } from '../../../src/contract/feeds'
import { imageRules } from '../../../src/contract/media'
import { requireArea, requireAuth } from '../../auth/middleware'
import type { Upload } from '../../kit/area'
import { resourceRoutes, uploadLimit } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { createFeed, setFeedStatus, updateFeed } from './writes'
import { getFeed, getFeedMedia, listFeeds } from './reads'
import { feedNotFound } from '../../../src/paraglide/m/feeds'
import {
  feedCreated,
  feedLoaded,
  feedPublished,
  feedsLoaded,
  feedUnpublished,
  feedUpdated,
  imageUploadTooLarge,
  notFound,
} from '../../../src/paraglide/m/server'

/** The two routes that take an image (below /api/feeds); app.ts leaves them out of the 64 KB JSON limit. */
export const feedUpload: Upload = {
  paths: ['/create_feed', '/update_feed/'],
  maxBytes: imageRules.maxBytes + 256 * 1024,
  message: imageUploadTooLarge,
}
const upload = uploadLimit(feedUpload.maxBytes, feedUpload.message)

/** Every api/feeds/* path of docs/areas/feeds.md#api, plus update_feed/{id} (an addition) and the images of posts. */
export function feedsRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  // For <img> tags, which cannot send a bearer token: the random id is the capability, as /api/media (before the sign-in below).
  resourceRoutes(app, db).get('/media/:id', {}, async (c) => {
    const media = await getFeedMedia(db, c.req.param('id'))
    if (!media) return c.json({ status: false, message: notFound() }, 404)
    return c.body(new Uint8Array(media.data), 200, {
      'Content-Type': media.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    })
  })
  app.use(requireAuth(db))
  resourceRoutes(app, db, {
    guard: requireArea('/feeds'),
    says: { listed: feedsLoaded, loaded: feedLoaded, created: feedCreated, updated: feedUpdated },
    upload,
  })
    .list('/get_feeds', feedListQuery, (scope, params, signal) => listFeeds(db, scope.orgId, params, signal), feedCsv)
    .detail('/get_feeds/:id', getFeed, feedNotFound)
    .status('PUT', '/feed_status', feedStatusBody, setFeedStatus, ({ status }) => (status === 'published' ? feedPublished() : feedUnpublished()))
    .create('/create_feed', feedCreateBody, createFeed)
    .update('/update_feed/:id', feedUpdateBody, updateFeed)
  return app
}
