import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { Pool } from 'pg'
import type { Env } from '../env'
import { checkDataDir, openError, writeMarker } from '../ops/data-dir'
import { acquireLock } from '../ops/lock'
import { OperatorError } from '../ops/operator-error'
import * as schema from './schema'

/** One database type for services, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** A transaction's handle (what `db.transaction` passes its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type DbHandle = {
  db: Db
  driver: 'pglite' | 'node-postgres'
  /** The PGlite folder this process holds (locked until close), when the database lives on disk. */
  dataDir?: string
  migrate: () => Promise<void>
  /**
   * Refreshes the planner's statistics. PGlite runs no autovacuum, so without this its planner
   * never learns table sizes and, for one, sorts every matching variant instead of walking the
   * price index and stopping at the page. PostgreSQL's autovacuum does it by itself.
   */
  analyze: () => Promise<void>
  close: () => Promise<void>
}

// server/db/client.ts runs from source (tsx, vitest) and from dist-server/main.js (esbuild bundle).
function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('../server/db/migrations', import.meta.url)),
    resolve(process.cwd(), 'server/db/migrations'),
  ]
  const found = candidates.find((folder) => existsSync(resolve(folder, 'meta/_journal.json')))
  if (!found) throw new Error(`Migrations not found; looked in:\n  ${candidates.join('\n  ')}`)
  return found
}

/** `pgliteTemplate`: a dumped PGlite data dir to start an in-memory database from (tests use it to skip initdb). */
export type DbOptions = { pgliteTemplate?: Blob }

export async function createDb(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, options: DbOptions = {}): Promise<DbHandle> {
  if (env.DATABASE_URL) {
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 10 })
    const db = drizzleNodePg({ client: pool, schema })
    return {
      db,
      driver: 'node-postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
      analyze: async () => undefined,
      close: () => pool.end(),
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
  checkDataDir(dataDir)
  mkdirSync(dataDir, { recursive: true })
  const lock = acquireLock(dataDir)
  try {
    writeMarker(dataDir)
    const client = await PGlite.create({ dataDir, extensions, startParams })
    const handle = pgliteHandle(client)
    const close = async () => {
      try {
        await handle.close()
      } finally {
        lock.release()
      }
    }
    return { ...handle, dataDir, close }
  } catch (error) {
    lock.release()
    throw error instanceof OperatorError ? error : openError(dataDir, error)
  }
}

function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema })
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    analyze: async () => {
      await client.exec('analyze')
    },
    close: () => client.close(),
  }
}
