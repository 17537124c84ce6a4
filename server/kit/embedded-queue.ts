import type { MiddlewareHandler } from 'hono'
import { serverBusy } from '../../src/paraglide/m/server'

/**
 * The embedded database (PGlite) runs one statement at a time in this process. Requests let through all at once
 * interleave their statements, so each waits for everyone's: under 50 connections some took over 10 s. Here they
 * take turns instead: `running` at once (enough to keep the database busy while one answers), the next ones wait in
 * order, and past `waiting` a request is answered at once 503 with Retry-After (the app sends it again then) rather
 * than left to time out. Routes that do not read a list (health, the event stream) never queue: see server/app.ts.
 */
export type QueueLimits = { running: number; waiting: number; retryAfter: number }

const embeddedQueueLimits: QueueLimits = { running: 4, waiting: 256, retryAfter: 2 }

export function embeddedQueue(limits: QueueLimits = embeddedQueueLimits): MiddlewareHandler {
  let running = 0
  const waiting: (() => void)[] = []
  const handOn = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }
  return async (c, next) => {
    if (running >= limits.running) {
      if (waiting.length >= limits.waiting) {
        c.header('Retry-After', String(limits.retryAfter))
        return c.json({ status: false, message: serverBusy() }, 503)
      }
      // The turn passes on with the slot: `running` stays counted for this request.
      await new Promise<void>((resolve) => waiting.push(resolve))
    } else running += 1
    try {
      await next()
    } finally {
      handOn()
    }
  }
}
