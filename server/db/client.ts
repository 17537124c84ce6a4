import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Env } from '../env'
import { checkDataDir, clearUnfinished, finishMarker, openError, writeMarker } from '../ops/data-dir'
import { copyDemoSnapshot } from '../ops/demo-snapshot'
import { acquireLock } from '../ops/lock'
import { OperatorError } from '../ops/operator-error'
import { migrationsFolder } from './journal'
import { createPool } from './pool'
import { defaultPoolSettings } from './pool-settings'
import type { Pool } from 'pg'

/** One database type for services, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction of `Db`, which the write kits and the idempotency keys share. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type DbHandle = {
  db: Db
  driver: 'pglite' | 'node-postgres'
  /** The PGlite folder this process holds (locked until close), when the database lives on disk. */
  dataDir?: string
  migrate: () => Promise<void>
  /**
   * Runs `work` as the only process doing so on this database: processes that start together take turns to
   * migrate and seed (a PostgreSQL advisory lock; PGlite's folder lock already admits one process).
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>
  /**
   * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this its planner
   * never learns table sizes and, for one, sorts every matching variant instead of walking the
   * price index and stopping at the page. PostgreSQL's autovacuum does it by itself.
   * 'changed': only the tables never analysed or whose size moved since (a start's, milliseconds when nothing did).
   */
  analyze: (scope?: 'all' | 'changed') => Promise<void>
  close: () => Promise<void>
  /** node-postgres's pool counts (metrics, server/ops/metrics.ts); PGlite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number }
  /** Raw SQL on the same connections (the job queue, server/platform/jobs): one statement with values, or several without. */
  executeSql: SqlExecutor
}

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>

/**
 * `pgliteTemplate`: a dumped PGlite data dir to start an in-memory database from (tests use it to skip initdb).
 * `demoSnapshot`: a folder of database files a new DATA_DIR starts from (server/ops/demo-snapshot.ts).
 */
export type DbOptions = { pgliteTemplate?: Blob; demoSnapshot?: string }

type DbEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DB_POOL_MAX' | 'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS'>>

export async function createDb(env: DbEnv, options: DbOptions = {}): Promise<DbHandle> {
  if (env.DATABASE_URL) {
    const pool = createPool(env.DATABASE_URL, {
      max: env.DB_POOL_MAX ?? defaultPoolSettings.max,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS ?? defaultPoolSettings.connectTimeoutMs,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS ?? defaultPoolSettings.statementTimeoutMs,
    })
    const db = drizzleNodePg({ client: pool })
    return {
      db,
      driver: 'node-postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
      exclusive: (work) => withAdvisoryLock(pool, work),
      analyze: async () => undefined,
      close: () => pool.end(),
      executeSql: (text, values) => pool.query(text, values),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }
  // pg_trgm backs the variant search indexes (migration 0002).
  const extensions = { pg_trgm }
  // PostgreSQL's 128 MB of shared buffers live in the process's own memory here (the OS caches the files
  // anyway): 32 MB holds the demo database's working set and keeps about 90 MB off the resident size.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']
  if (env.DATA_DIR === 'memory://') return pgliteHandle(await PGlite.create({ loadDataDir: options.pgliteTemplate, extensions, startParams }))
  const dataDir = resolve(env.DATA_DIR)
  // Checked before anything is written: a folder that is not ours is left as it was.
  const state = checkDataDir(dataDir)
  mkdirSync(dataDir, { recursive: true })
  const lock = acquireLock(dataDir)
  try {
    // Under the lock: the process that was making it is gone, so its half-made database goes and the start begins again.
    if (state === 'unfinished' && clearUnfinished(dataDir).length > 0)
      console.log(`The first start in ${dataDir} was stopped before its database was ready; starting it again.`)
    writeMarker(dataDir)
    // Copied after the marker: a copy stopped halfway leaves the folder unfinished, cleared at the next start.
    if (state !== 'ours' && options.demoSnapshot) copyDemoSnapshot(options.demoSnapshot, dataDir)
    const client = await PGlite.create({ dataDir, extensions, startParams })
    const handle = pgliteHandle(client)
    const close = async () => {
      try {
        await handle.close()
      } finally {
        lock.release()
      }
    }
    // Once migrated, the folder holds a database (the server's, a restore's, a script's): never again cleared as unfinished.
    const migrate = async () => {
      await handle.migrate()
      finishMarker(dataDir)
    }
    return { ...handle, dataDir, migrate, close }
  } catch (error) {
    lock.release()
    throw error instanceof OperatorError ? error : openError(dataDir, error)
  }
}

// Any fixed 64-bit number, the same in every process of this app: the key of its start-up lock.
const startupLockKey = 7_301_995_004

/**
 * Holds a session-level advisory lock on one pooled connection while `work` runs on the others. The ads service
 * takes the same lock to migrate and seed its tables (server/areas/ads/service/db/client.ts): one key for every
 * start-up on a database, whichever machine or service.
 */
export async function withAdvisoryLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect()
  try {
    // The wait lasts as long as another start's migrations and seed, which may be longer than DB_STATEMENT_TIMEOUT_MS.
    await holder.query('set statement_timeout = 0')
    await holder.query('select pg_advisory_lock($1)', [startupLockKey])
    try {
      return await work()
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [startupLockKey])
    }
  } finally {
    // Back to the pool's own timeout (set when the connection opened).
    await holder.query('reset statement_timeout').catch(() => undefined)
    holder.release()
  }
}

/** The databases that run in this process (PGlite): one connection, every statement in turn. */
const embedded = new WeakSet<object>()

/** Whether `db` is PGlite in this process, where a round trip saved counts more than a plan (server/kit/resource-reads.ts). */
export const runsEmbedded = (db: object) => embedded.has(db)

/**
 * The tables with rows whose statistics are missing, or whose size moved by more than a tenth since (their pages
 * against those their last analyse counted): about what autovacuum would pick, read from the catalogue alone. A
 * whole `analyze` of the demo database takes seconds and holds the one connection; a restart has none of this to do.
 */
const changedTables = `select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and pg_relation_size(c.oid) > 0
    and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / 8192 - c.relpages) > 2 + c.relpages / 10)`

/**
 * PGlite runs each statement in this thread, and hands the next statement on through promises alone: under load the
 * statements of the requests running at once (server/kit/embedded-queue.ts) followed each other without the event loop
 * reading a socket in between, so /api/health, which never touches the database, waited seconds behind lists. Each
 * statement outside a transaction first lets the event loop take what has arrived (a setImmediate, a few microseconds).
 */
function yieldBeforeEachStatement(client: PGlite): void {
  const query = client.query.bind(client)
  client.query = (async (...args: Parameters<typeof query>) => {
    await nextTurn()
    return query(...args)
  }) as PGlite['query']
}

function pgliteHandle(client: PGlite): DbHandle {
  yieldBeforeEachStatement(client)
  const db = drizzlePglite({ client })
  embedded.add(db)
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    exclusive: (work) => work(),
    analyze: async (scope = 'all') => {
      if (scope === 'all') return void (await client.exec('analyze'))
      const { rows } = await client.query<{ name: string }>(changedTables)
      if (rows.length > 0) await client.exec(`analyze ${rows.map((row) => row.name).join(', ')}`)
    },
    close: () => client.close(),
    // PGlite's parameterised query takes one statement; a script without values (pg-boss's schema and its locked
    // maintenance) goes through exec, which answers each statement: the last one's rows are the answer.
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values)).rows }
      return { rows: (await client.exec(text)).at(-1)?.rows ?? [] }
    },
  }
}
