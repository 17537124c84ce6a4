/**
 * Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the database connection broke
 * rather than the statement failing: the server restarted or ended the session (57P01-57P03, class 08), or the
 * socket closed under the statement. The statement's work was not committed by a server that ended it; a read may
 * run again on a fresh connection (server/db/pool.ts), and a write is answered 503 to be sent again (server/app.ts).
 */
const lostCodes = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT'])
const lostMessages = /^(Connection terminated|Client has encountered a connection error|Client was closed|terminating connection)/

export function connectionLost(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && (lostCodes.has(code) || code.startsWith('08'))) return true
    if (lostMessages.test(cause.message)) return true
  }
  return false
}

/** Seconds a client waits before sending again a request the database's restart cut off. */
export const restartRetryAfter = 1
