import { AsyncLocalStorage } from 'node:async_hooks'
import { Pool } from 'pg'
import type { PoolClient, QueryConfig } from 'pg'
import { checkoutThatBegins } from './checkout'
import { connectionLost } from './connection-lost'
import { defaultPoolSettings } from './pool-settings'
import type { PoolSettings } from './pool-settings'

/** A transaction left open and idle this long is a bug: PostgreSQL ends its session and frees its locks. */
const idleInTransactionMs = 60_000

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * A node-postgres pool that survives the database's blips. A connection that drops (a restart,
 * `pg_terminate_backend`, a network cut) is logged and discarded, never an unhandled 'error' that ends
 * the process; a read using it at that moment runs once more on another connection, a write fails (a 503
 * answer with Retry-After, server/app.ts) and the next ones get a fresh connection. Waiting for a free connection and each statement are bounded in time.
 */
let poolsMade = 0
/** Whether this process reads a PostgreSQL server (a pool was made), rather than PGlite alone. */
export const readsPostgres = () => poolsMade > 0

export function createPool(connectionString: string, settings: PoolSettings = defaultPoolSettings, name = 'back-office-api'): Pool {
  poolsMade += 1
  const pool = new Pool({
    connectionString,
    max: settings.max,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    // Sent with each new connection, so every statement the pool runs carries them.
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: idleInTransactionMs,
    application_name: name,
  })
  // An idle connection that fails: the pool drops it and emits this, which unhandled would end the process.
  pool.on('error', (error) => console.error(`[database] an idle connection was lost: ${describe(error)}`))
  // A checked-out connection (inside a transaction, between its statements) has no listener of the pool's: the
  // statement using it fails, and the pool drops it when it comes back (it is no longer queryable).
  const inUse = new WeakSet<object>()
  pool.on('acquire', (client) => inUse.add(client))
  pool.on('release', (_error, client) => inUse.delete(client))
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (inUse.has(client)) console.error(`[database] a connection in use was lost: ${describe(error)}`)
    }),
  )
  pool.query = cancellableQuery(pool)
  pool.connect = checkoutThatBegins(pool)
  return pool
}

/** The request whose queries may be cancelled in the database when its client leaves (see `cancelOnAbort`). */
const requestSignal = new AsyncLocalStorage<AbortSignal>()

/**
 * Runs `work` with its queries cancellable: when `signal` aborts (the HTTP client left), a statement still
 * running is cancelled in PostgreSQL (pg_cancel_backend) instead of running on for nobody. Reads only: a
 * cancelled statement fails, so `work` must be safe to abandon half way. PGlite runs in-process and ignores it.
 */
export function cancelOnAbort<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  // Awaited inside: a Drizzle query runs when awaited, and must run within the signal's context.
  return signal ? requestSignal.run(signal, async () => await work()) : work()
}

type Query = Pool['query']
type PlainQuery = (...args: unknown[]) => Promise<unknown>

/**
 * Wraps the pool's `query` (which Drizzle calls outside transactions). Inside `cancelOnAbort` a statement
 * runs on a connection of its own checkout; if the client leaves meanwhile, the statement is cancelled and
 * the connection released as broken (closed, never reused), so a late cancel cannot hit someone else's
 * statement. A connection that fails mid-statement is released as broken too.
 */
function cancellableQuery(pool: Pool): Query {
  const plain = pool.query.bind(pool) as PlainQuery
  return ((...args: unknown[]) => {
    const snapshot = snapshotStore.getStore()
    if (snapshot && typeof args.at(-1) !== 'function')
      return snapshotConnection(pool, snapshot).then((client) =>
        cursorStore.getStore() && typeof args[0] === 'object'
          ? pageThroughCursor(client, pool, snapshot, args[0] as QueryConfig, (args[1] as unknown[] | undefined) ?? [])
          : client.query(args[0] as QueryConfig, args[1] as unknown[]),
      )
    const signal = requestSignal.getStore()
    // Callback calls keep the pool's own behaviour.
    if (typeof args.at(-1) === 'function') return plain(...args)
    const run = () => (signal ? queryUntilAbort(pool, plain, args[0] as QueryConfig, args[1] as unknown[] | undefined, signal) : plain(...args))
    if (!isRead(args[0])) return run()
    // A read that met a broken connection (a restart, a failover, pg_terminate_backend) runs again: the pool has
    // dropped that connection, so it runs on another. The pool's idle connections were likely ended with it and the
    // pool learns so only as each socket's close arrives, so it waits a moment first, and tries a few times.
    // A write is not run again here (server/app.ts answers it 503).
    const again =
      (attempt: number) =>
      (error: unknown): Promise<unknown> => {
        if (!connectionLost(error) || signal?.aborted || attempt > readRetries) throw error
        console.warn(`[database] a read met a lost connection; running it again: ${describe(error)}`)
        return new Promise((resolve) => setTimeout(resolve, 50 * attempt)).then(run).catch(again(attempt + 1))
      }
    return run().catch(again(1))
  }) as Query
}

/** How many times a read that met a lost connection runs again (on a restart the idle connections are gone too). */
const readRetries = 3

/** A lone SELECT changes nothing, so running it again is safe (a WITH may hide a write: not retried). */
function isRead(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as QueryConfig | undefined)?.text
  return typeof text === 'string' && /^\s*select\s/i.test(text)
}

async function queryUntilAbort(pool: Pool, plain: PlainQuery, config: QueryConfig, values: unknown[] | undefined, signal: AbortSignal) {
  if (signal.aborted) throw new Error('not run: the client left')
  const client: PoolClient = await pool.connect()
  const processId = (client as PoolClient & { processID?: number }).processID
  let cancelled = false
  const cancel = () => {
    cancelled = true
    if (processId !== undefined) plain('select pg_cancel_backend($1)', [processId]).catch(() => undefined)
  }
  signal.addEventListener('abort', cancel, { once: true })
  let failure: Error | undefined
  try {
    return await client.query(config, values)
  } catch (error) {
    failure = error instanceof Error ? error : new Error(describe(error))
    throw error
  } finally {
    signal.removeEventListener('abort', cancel)
    client.release(cancelled ? new Error('cancelled: the client left') : failure)
  }
}

/**
 * A long read (a CSV export, batch after batch) that sees the database as it was at its first statement: its
 * statements run on one connection per pool, in a REPEATABLE READ READ ONLY transaction, so rows written or
 * deleted between two batches neither repeat nor go missing. At most half of a pool's connections hold a
 * snapshot at once; later exports wait their turn, so lists and writes keep the rest. PGlite (one connection
 * in this process) runs such reads as usual: holding its only connection would stop every other request.
 */
export type Snapshot = { clients: Map<Pool, Promise<PoolClient>>; cursors: Map<Pool, Cursor>; ended: boolean }

const snapshotStore = new AsyncLocalStorage<Snapshot>()
const turns = new WeakMap<Pool, { free: number; waiting: (() => void)[] }>()

function turnsOf(pool: Pool) {
  let entry = turns.get(pool)
  if (!entry) {
    entry = { free: Math.max(1, Math.floor(pool.options.max / 2)), waiting: [] }
    turns.set(pool, entry)
  }
  return entry
}

function snapshotConnection(pool: Pool, snapshot: Snapshot): Promise<PoolClient> {
  if (snapshot.ended) return Promise.reject(new Error('the snapshot has ended'))
  let client = snapshot.clients.get(pool)
  if (!client) {
    client = (async () => {
      const entry = turnsOf(pool)
      if (entry.free > 0) entry.free -= 1
      else await new Promise<void>((resolve) => entry.waiting.push(resolve))
      try {
        const connection = await pool.connect()
        await connection.query('begin isolation level repeatable read read only').catch((error: unknown) => {
          connection.release(error instanceof Error ? error : new Error(describe(error)))
          throw error
        })
        return connection
      } catch (error) {
        handOn(entry)
        throw error
      }
    })()
    snapshot.clients.set(pool, client)
  }
  return client
}

function handOn(entry: { free: number; waiting: (() => void)[] }) {
  const next = entry.waiting.shift()
  if (next) next()
  else entry.free += 1
}

export const newSnapshot = (): Snapshot => ({ clients: new Map(), cursors: new Map(), ended: false })

/** Runs `work` inside `snapshot`: its PostgreSQL statements read the snapshot's transaction. */
export function inSnapshot<T>(snapshot: Snapshot, work: () => Promise<T>): Promise<T> {
  return snapshotStore.run(snapshot, async () => await work())
}

/** Ends the snapshot's transactions and gives their connections back (a broken one is closed). */
export async function endSnapshot(snapshot: Snapshot): Promise<void> {
  if (snapshot.ended) return
  snapshot.ended = true
  await Promise.all(
    [...snapshot.clients].map(async ([pool, pending]) => {
      const client = await pending.catch(() => undefined)
      if (!client) return
      let failure: Error | undefined
      await client.query('commit').catch((error: unknown) => (failure = error instanceof Error ? error : new Error(describe(error))))
      client.release(failure)
      handOn(turnsOf(pool))
    }),
  )
}

/**
 * An export's page query, declared once as a cursor in the snapshot's transaction: `text` and `params` without
 * the LIMIT and OFFSET, `position` the rows fetched so far. Ended (closed) with the transaction.
 */
type Cursor = { text: string; params: string; position: number }

const cursorStore = new AsyncLocalStorage<true>()

/**
 * Runs `work`, the page query of a CSV export's batch (a select ending `limit $n [offset $m]`), through a cursor
 * when it runs in a snapshot on PostgreSQL: the first batch declares the query without its LIMIT and OFFSET and
 * fetches a batch, each next batch (the same query, its offset where the last one stopped) fetches the next.
 * So a batch costs the same at row 19,000 as at row 0 (OFFSET reads and drops every row before it), and the
 * rows come in the order the query gives, each once. Elsewhere (PGlite, other statements) the query runs as it is.
 */
export function throughCursor<T>(work: () => Promise<T>): Promise<T> {
  return cursorStore.run(true, async () => await work())
}

const pageSuffix = /\s+limit \$(\d+)(?:\s+offset \$(\d+))?\s*$/i
const cursorName = 'export_rows'

async function pageThroughCursor(client: PoolClient, pool: Pool, snapshot: Snapshot, config: QueryConfig, values: unknown[]) {
  const match = pageSuffix.exec(config.text)
  const paging = match?.[2] === undefined ? 1 : 2
  const rest = values.length - paging
  const limit = Number(values[rest])
  const offset = paging === 2 ? Number(values[rest + 1]) : 0
  // The LIMIT and OFFSET must be the statement's last parameters, in that order, and whole numbers.
  const shaped = match && Number(match[1]) === rest + 1 && (paging === 1 || Number(match[2]) === rest + 2)
  if (!match || !shaped || !Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(offset)) return client.query(config, values)
  const text = config.text.slice(0, match.index)
  const params = values.slice(0, rest)
  const key = JSON.stringify(params)
  let cursor = snapshot.cursors.get(pool)
  if (!cursor && offset === 0) {
    await client.query(`declare ${cursorName} no scroll cursor for ${text}`, params)
    cursor = { text, params: key, position: 0 }
    snapshot.cursors.set(pool, cursor)
  }
  // Another query, or a page the cursor has not reached: read as asked.
  if (!cursor || cursor.text !== text || cursor.params !== key || cursor.position !== offset) return client.query(config, values)
  const { rowMode, types } = config as QueryConfig & { rowMode?: 'array' }
  const result = await client.query({ text: `fetch forward ${limit} from ${cursorName}`, rowMode, types } as QueryConfig)
  cursor.position += result.rows.length
  return result
}
