import { tryGetContext } from 'hono/context-storage'
import { createMiddleware } from 'hono/factory'

/** The header that names a request end to end: the browser or a proxy may set it, every answer carries it. */
export const requestIdHeader = 'X-Request-Id'

/** An id a proxy or load balancer sent (a UUID, a trace id...): letters, digits and - _ . : only, 8 to 128 of them. */
const wellFormed = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Gives each request an id: the incoming X-Request-Id when well formed, else a new UUID. It is echoed on the
 * answer and passed to the ads service (areas/ads/service/proxy.ts), so one id names the request in both.
 */
export const requestId = createMiddleware<{ Variables: { requestId: string } }>(async (c, next) => {
  const incoming = c.req.header(requestIdHeader)
  const id = incoming && wellFormed.test(incoming) ? incoming : crypto.randomUUID()
  c.set('requestId', id)
  // Set before the answer exists, so the answer is made with it: a header set after would make Hono rebuild the answer
  // around its body as a stream, written in pieces (issue 36). An answer made apart from the context gets it after.
  c.header(requestIdHeader, id)
  await next()
  if (!c.res.headers.has(requestIdHeader)) c.header(requestIdHeader, id)
})

/** The id of the request this code runs for (contextStorage), if any. */
export const currentRequestId = (): string | undefined => tryGetContext<{ Variables: { requestId?: string } }>()?.get('requestId')
