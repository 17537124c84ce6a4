import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The caller's IP for rate limits. Behind a trusted proxy, the last x-forwarded-for entry is
 * the one that proxy appended; earlier entries come from the client and can be forged.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() in tests has no socket.
    return 'unknown'
  }
}
