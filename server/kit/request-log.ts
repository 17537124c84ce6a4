import { routePath } from 'hono/route'
import type { Context, MiddlewareHandler } from 'hono'
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
const patternOf = (c: Context) => {
  const pattern = routePath(c)
  return pattern === '/*' || pattern === '*' || pattern === '/api/*' ? 'unmatched' : pattern
}

/** What the line reads of the request (server/kit/types.ts AppEnv has them; not imported, as it imports this file's Logger). */
type Asking = { Variables: { requestId: string; user?: { id: string; orgId: string } } }

/** What a request took, for the metrics (server/ops/metrics.ts): its route's pattern, method, status and seconds. */
export type AnswerRecorder = (route: string, method: string, status: number, seconds: number) => void

/**
 * One line per request, written when it is answered: its id (X-Request-Id, server/kit/request-id.ts), the time to answer
 * in ms, method, route pattern, status, and who asked (organisation and person ids once signed in). Nothing from the
 * headers, the query or the body: no token, code, password or phone number can reach the log through it. Written
 * straight to the process's logger: hono-pino made two child loggers a request for the same line (issue 36). The same
 * middleware hands the time to the metrics' histogram (`record`): one timing and one route lookup for both.
 */
export function requestLog(log: Logger | undefined, record?: AnswerRecorder): MiddlewareHandler<Asking> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const status = c.res.status
    const level = status >= 500 ? 'error' : 'info'
    const logged = log?.isLevelEnabled(level)
    if (!logged && !record) return
    const ms = performance.now() - started
    const route = patternOf(c)
    record?.(route, c.req.method, status, ms / 1000)
    if (!log || !logged) return
    const user = c.get('user')
    const line = { reqId: c.get('requestId'), responseTime: Math.round(ms), method: c.req.method, route, status }
    log[level](user ? { ...line, orgId: user.orgId, personId: user.id } : line, 'request')
  }
}
