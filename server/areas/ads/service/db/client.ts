import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { withAdvisoryLock } from '../../../../db/client'
import { createPool } from '../../../../db/pool'
import { acquireLock } from '../../../../ops/lock'
import * as schema from './schema'

export type AdsDb = PgDatabase<PgQueryResultHKT, typeof schema>
/**
 * `exclusive`: runs `work` (migrations and the seed) as the only start-up on this database: on PostgreSQL under the
 * main API's advisory lock (several machines, each with its ads service, share one database); a PGlite folder is
 * locked to this process anyway.
 */
export type AdsDbHandle = { db: AdsDb; migrate: () => Promise<void>; exclusive: <T>(work: () => Promise<T>) => Promise<T>; close: () => Promise<void> }

const alone = <T>(work: () => Promise<T>) => work()

// Runs from source (tsx, vitest) and from dist-server/main.js (esbuild bundle).
function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL('./migrations', import.meta.url)),
    fileURLToPath(new URL('../server/areas/ads/service/db/migrations', import.meta.url)),
    resolve(process.cwd(), 'server/areas/ads/service/db/migrations'),
  ]
  const found = candidates.find((folder) => existsSync(resolve(folder, 'meta/_journal.json')))
  if (!found) throw new Error(`Ads migrations not found; looked in:\n  ${candidates.join('\n  ')}`)
  return found
}
const migrationConfig = () => ({ migrationsFolder: migrationsFolder(), migrationsSchema: 'ads_drizzle' })

/** The ads database: PostgreSQL by URL, or PGlite in a folder (or `memory://`). */
export async function createAdsDb(env: { ADS_DATABASE_URL?: string; ADS_DATA_DIR: string }): Promise<AdsDbHandle> {
  if (env.ADS_DATABASE_URL) {
    // The main API's pool settings (defaults): a lost connection is logged, not the end of the service.
    const pool = createPool(env.ADS_DATABASE_URL, undefined, 'back-office-ads')
    const db = drizzleNodePg({ client: pool, schema })
    return { db, migrate: () => migrateNodePg(db, migrationConfig()), exclusive: (work) => withAdvisoryLock(pool, work), close: () => pool.end() }
  }
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']
  if (env.ADS_DATA_DIR === 'memory://') {
    const client = await PGlite.create({ startParams })
    const db = drizzlePglite({ client, schema })
    return { db, migrate: () => migratePglite(db, migrationConfig()), exclusive: alone, close: () => client.close() }
  }
  const dataDir = resolve(env.ADS_DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  const lock = acquireLock(dataDir)
  try {
    const client = await PGlite.create({ dataDir, startParams })
    const db = drizzlePglite({ client, schema })
    const close = async () => {
      try {
        await client.close()
      } finally {
        lock.release()
      }
    }
    return { db, migrate: () => migratePglite(db, migrationConfig()), exclusive: alone, close }
  } catch (error) {
    lock.release()
    throw error
  }
}
