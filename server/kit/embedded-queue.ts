import type { MiddlewareHandler } from 'hono'
import { serverBusy } from '../../src/paraglide/m/server'

/**
 * The embedded database (PGlite) runs one statement at a time in this process. Requests let through all at once
 * interleave their statements, so each waits for everyone's: under 50 connections some took over 10 s. Here they
 * take turns instead: `running` at once (enough to keep the database busy while one answers), the next ones wait in
 * order, and past `waiting` a request is answered at once 503 with Retry-After (the app sends it again then) rather
 * than left to time out. So is one whose turn would come after `maxWaitMs`, judged from how long the last requests
 * took (a slow machine serves fewer a second: 50 waiting lists there meant a 10 s wait, and clients gave up first).
 * Routes that do not read a list (health, the event stream) never queue: see server/app.ts.
 */
export type QueueLimits = { running: number; waiting: number; retryAfter: number; maxWaitMs: number; now?: () => number }

const embeddedQueueLimits: QueueLimits = { running: 4, waiting: 256, retryAfter: 2, maxWaitMs: 6000 }

/** Weight of the newest request's time in the running average of how long one takes. */
const newest = 0.2

export function embeddedQueue(limits: QueueLimits = embeddedQueueLimits): MiddlewareHandler {
  const now = limits.now ?? (() => performance.now())
  let running = 0
  /** Milliseconds a request takes from its turn to its answer, on average lately (0 until one has finished). */
  let averageMs = 0
  const waiting: (() => void)[] = []
  const handOn = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
  // `running` requests finish about every averageMs / running: the (n+1)th in the line waits n+1 of those.
  const expectedWaitMs = () => ((waiting.length + 1) * averageMs) / limits.running
  return async (c, next) => {
    if (running >= limits.running) {
      if (waiting.length >= limits.waiting || expectedWaitMs() > limits.maxWaitMs) {
        c.header('Retry-After', String(limits.retryAfter))
        return c.json({ status: false, message: serverBusy() }, 503)
      }
      // The turn passes on with the slot: `running` stays counted for this request.
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else running += 1
    const started = now()
    try {
      await next()
    } finally {
      const took = now() - started
      averageMs = averageMs === 0 ? took : averageMs + newest * (took - averageMs)
      handOn()
    }
  }
}
