import { pinoLogger } from 'hono-pino'
import { routePath } from 'hono/route'
import type { Context } from 'hono'
import { pino } from 'pino'
import type { DestinationStream, Logger } from 'pino'

export type { Logger } from 'pino'

/**
 * The server's log: one JSON object a line on stdout (docs/operations.md "Logs"), pretty-printed instead in a
 * terminal outside production when pino-pretty (a dev dependency) is installed. `destination`: where the lines go
 * (the tests read them).
 */
export function createLog(env: { NODE_ENV?: string; LOG_LEVEL?: string }, destination?: DestinationStream): Logger {
  const options = { level: env.LOG_LEVEL ?? 'info', base: { pid: process.pid } }
  if (destination) return pino(options, destination)
  if (env.NODE_ENV !== 'production' && process.stdout.isTTY) {
    try {
      return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid' } } })
    } catch {
      // No pino-pretty (a production install): JSON lines, as in production.
    }
  }
  return pino(options)
}

/** The route's pattern (/api/catalogue/brands/:id), never the path with its ids or the query with its values. */
export const patternOf = (c: Context) => {
  const pattern = routePath(c)
  return pattern === '/*' || pattern === '*' || pattern === '/api/*' ? 'unmatched' : pattern
}

/**
 * One line per request, written when it is answered: its id (X-Request-Id, server/kit/request-id.ts), method,
 * route pattern, status, duration in ms, and who asked (organisation and person ids once signed in). Nothing from
 * the headers, the query or the body: no token, code, password or phone number can reach the log through it.
 */
export function requestLog(log: Logger) {
  return pinoLogger({
    pino: log,
    http: {
      referRequestIdKey: 'requestId',
      onReqBindings: () => ({}),
      onResBindings: (c) => {
        const user = c.get('user') as { id?: string; orgId?: string } | undefined
        return { method: c.req.method, route: patternOf(c), status: c.res.status, orgId: user?.orgId, personId: user?.id }
      },
      onResLevel: (c) => (c.res.status >= 500 ? 'error' : 'info'),
      onResMessage: () => 'request',
    },
  })
}
