import type { Pool, PoolClient, QueryConfig } from 'pg'
import { connectionLost } from './connection-lost'

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

type Checkout = PoolClient & { _queryable?: boolean; _ending?: boolean }

/**
 * A checkout (a transaction, a write) gets a connection that works. After a restart or pg_terminate_backend the pool
 * could hand out an idle connection already ended: one whose error it had not yet heard (its BEGIN fails), or even one
 * it had (not queryable). Every write on it was answered 503, resent a moment later, and met another such connection
 * (the restart bench: a third of the resends, 1.3-1.9 s after the cut). Such a connection is dropped and another
 * taken, at most `checkoutRetries` times; nothing had run on it. A BEGIN alone is run again, never a later statement:
 * once the transaction has done something, its loss is answered 503 (server/app.ts).
 */
export function checkoutThatBegins(pool: Pool): Pool['connect'] {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown
  const working = async (attempt = 0): Promise<Checkout> => {
    const client = (await connect()) as Checkout
    if (client._queryable !== false && !client._ending) return client
    client.release(new Error('handed out after its connection was lost'))
    if (attempt >= checkoutRetries) throw new Error('Connection terminated: no working connection in the pool')
    return working(attempt + 1)
  }
  return ((...args: unknown[]) => {
    // The pool's own query (a callback) keeps the pool's behaviour.
    if (args.length > 0) return connect(...args)
    return working().then((first) => {
      let current = first
      let fresh = true
      const query = async (...queryArgs: unknown[]): Promise<unknown> => {
        const begins = fresh && isBegin(queryArgs[0]) && typeof queryArgs.at(-1) !== 'function'
        fresh = false
        const run = (client: Checkout) => (client.query as (...a: unknown[]) => Promise<unknown>)(...queryArgs)
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await run(current)
          } catch (error) {
            if (!begins || !connectionLost(error)) throw error
            // Dropped here: Drizzle releases a checkout only once its BEGIN has succeeded.
            current.release(error instanceof Error ? error : new Error(describe(error)))
            if (attempt >= checkoutRetries) throw error
            console.warn(`[database] a transaction's BEGIN met a lost connection; beginning on another: ${describe(error)}`)
            current = await working()
          }
        }
      }
      // Drizzle and this file hold the checkout: its methods reach whichever connection it is on now.
      return new Proxy(first, {
        get: (_target, key) => {
          if (key === 'query') return query
          const value = Reflect.get(current, key) as unknown
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(current) : value
        },
      })
    })
  }) as Pool['connect']
}

const checkoutRetries = 3

const isBegin = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as QueryConfig | undefined)?.text
  return typeof text === 'string' && /^\s*begin\b/i.test(text)
}
