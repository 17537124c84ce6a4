import { existsSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
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
import * as schema from './schema'

/** One database type for services, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type DbHandle = {
  db: Db
  driver: 'pglite' | 'node-postgres'
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
  const inMemory = env.DATA_DIR === 'memory://'
  if (!inMemory) mkdirSync(dirname(resolve(env.DATA_DIR)), { recursive: true })
  // pg_trgm backs the variant search indexes (migration 0002).
  const extensions = { pg_trgm }
  const client = await PGlite.create(inMemory ? { loadDataDir: options.pgliteTemplate, extensions } : { dataDir: env.DATA_DIR, extensions })
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
