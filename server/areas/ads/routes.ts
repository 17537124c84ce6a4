import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { adsProxyFromEnv, forwardToAds } from './service/proxy'
import type { AppDeps } from '../../kit/types'

/**
 * /ads-service/*: the ads service (server/areas/ads/service) through the app's own origin. The browser sends its session; this
 * adds the service name and token, which only the servers hold. The ads service checks the session itself.
 */
export function adsRoutes({ ads }: AppDeps) {
  const proxy = ads ?? adsProxyFromEnv()
  const limit = bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ status: false, message: 'The request is too large (at most 64 KB).' }, 413) })
  return new Hono().all('/*', limit, (c) => forwardToAds(proxy, c.req.raw, c.req.path.replace(/^\/ads-service/, '')))
}
