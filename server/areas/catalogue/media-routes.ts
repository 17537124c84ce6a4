import { Hono } from 'hono'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { getMedia } from './media-reads'
import { notFound } from '../../../src/paraglide/m/server'

/**
 * Stored images for <img> tags, which cannot send a bearer token: no auth, the random uuid is the
 * capability (like a CDN URL). An image never changes under its id, so caches may keep it for a year.
 */
export function mediaRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>()
  resourceRoutes(app, db).get('/:id', {}, async (c) => {
    const id = c.req.param('id')
    const etag = `"${id}"`
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
    const media = await getMedia(db, id)
    if (!media) return c.json({ status: false, message: notFound() }, 404)
    return c.body(new Uint8Array(media.data), 200, {
      'Content-Type': media.contentType,
      'Content-Length': String(media.data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      // Only ever an image: nothing in it may run, even if opened directly.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    })
  })
  return app
}
