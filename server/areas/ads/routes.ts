import { Hono } from 'hono'
import { adsProxyFromEnv, forwardToAds } from './service/proxy'
import { jsonLimit } from '../../kit/body-limit'
import type { AppDeps } from '../../kit/types'

/**
 * /ads-service/*: the ads service (server/areas/ads/service) through the app's own origin. The browser sends its session; this
 * adds the service name and token, which only the servers hold. The ads service checks the session itself.
 */
export function adsRoutes({ ads }: AppDeps) {
  const proxy = ads ?? adsProxyFromEnv()
  const limit = jsonLimit()
  // A raw verb, not the kit: every method and path is forwarded as it came (the ads service validates its own routes).
  return new Hono().all('/*', limit, (c) => forwardToAds(proxy, c.req.raw, c.req.path.replace(/^\/ads-service/, '')))
}
