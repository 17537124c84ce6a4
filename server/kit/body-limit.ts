import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { bodyTooLarge } from '../../src/paraglide/m/server'

/** The largest JSON body any route takes; routes that take files set their own limit (uploadLimit). */
export const jsonBodyBytes = 64 * 1024

/**
 * The 64 KB limit of a JSON request: 413 `{ status: false, message }` past it. A GET or HEAD has no body to limit:
 * it passes without asking for one, since asking makes the node adapter build a Web Request and its body stream
 * for every list read (about 0.4 ms of CPU a request).
 */
export const jsonLimit = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: jsonBodyBytes,
    onError: (c) => c.json({ status: false, message: bodyTooLarge({ size: jsonBodyBytes / 1024 }) }, 413),
  })
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next))
}
