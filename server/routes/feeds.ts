import { Hono } from 'hono'
import { feedCreateBody, feedCsv, feedListQuery, feedNotFound, feedStatusBody, feedUpdateBody } from '../../src/contract/feeds'
import { imageRules } from '../../src/contract/media'
import { answer } from '../http/answer'
import { requireArea, requireAuth } from '../http/auth'
import { created, idempotent } from '../http/idempotency'
import { listAnswer } from '../http/list-answer'
import { uploadLimit } from '../http/resource-routes'
import type { AppDeps, AppEnv } from '../http/types'
import { validate } from '../http/validate'
import { createFeed, setFeedStatus, updateFeed } from '../services/feed-writes'
import { getFeed, getFeedMedia, listFeeds } from '../services/feeds'
import { found } from '../services/result'

/** The two routes that take an image; app.ts leaves them out of the 64 KB JSON limit. */
export const isFeedUpload = (path: string) => path === '/api/feeds/create_feed' || path.startsWith('/api/feeds/update_feed/')
const upload = uploadLimit(imageRules.maxBytes + 256 * 1024, 'The upload is too large: one image of at most 2 MB.')

/** Every api/feeds/* path of SPEC.md 7, plus update_feed/{id} (an addition) and the images of posts. */
export function feedsRoutes({ db }: AppDeps) {
  const area = requireArea('/feeds')
  return (
    new Hono<AppEnv>()
      // For <img> tags, which cannot send a bearer token: the random id is the capability, as /api/media.
      .get('/media/:id', async (c) => {
        const media = await getFeedMedia(db, c.req.param('id'))
        if (!media) return c.json({ status: false, message: 'Not found.' }, 404)
        return c.body(new Uint8Array(media.data), 200, {
          'Content-Type': media.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        })
      })
      .use(requireAuth(db))
      .get('/get_feeds', area, validate('query', feedListQuery), async (c) => {
        const params = c.req.valid('query')
        return listAnswer(c, params, await listFeeds(db, c.var.orgId, params), 'Feeds loaded', feedCsv)
      })
      .get('/get_feeds/:id', area, async (c) => answer(c, found(await getFeed(db, c.var.orgId, c.req.param('id')), feedNotFound), 'Feed loaded'))
      .put('/feed_status', area, validate('json', feedStatusBody), async (c) => {
        const { id, status } = c.req.valid('json')
        return answer(c, await setFeedStatus(db, c.var.orgId, id, status), status === 'published' ? 'Feed published' : 'Feed unpublished')
      })
      .post('/create_feed', area, upload, idempotent(db), validate('form', feedCreateBody), (c) =>
        created(c, 'Feed created', (key) => createFeed(db, c.var.orgId, c.req.valid('form'), key)),
      )
      .put('/update_feed/:id', area, upload, validate('form', feedUpdateBody), async (c) =>
        answer(c, await updateFeed(db, c.var.orgId, c.req.param('id'), c.req.valid('form')), 'Feed updated'),
      )
  )
}
