import type { DbHandle } from '../db/client'
import { seed } from '../seed'
import type { Env } from '../env'
import { seedsDemo } from '../env'

/**
 * Migrations and the demo seed, once on this database: processes started together take turns (an advisory
 * lock on PostgreSQL; PGlite's folder lock admits one process anyway).
 */
export async function prepareDatabase(env: Env, database: DbHandle): Promise<void> {
  await database.exclusive(async () => {
    await database.migrate()
    if (!seedsDemo(env)) return
    const created = await seed(database.db)
    if (created.length > 0) console.log(`Seeded demo data: ${created.join(', ')}`)
  })
}
