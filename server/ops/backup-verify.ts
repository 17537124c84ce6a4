import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { sql } from 'drizzle-orm'
import { createDb } from '../db/client'
import type { DbHandle } from '../db/client'
import { restoreBackup } from './backup'
import type { Counts } from './backup'
import type { BackupPlace } from './backup-s3'
import { listBackups } from './backup-schedule'
import { tablesInOrder } from './backup-tables'
import { OperatorError } from './operator-error'

export type Drill = {
  /** The backup restored: its file, or its s3:// address. */
  source: string
  tables: number
  rows: number
  fetchMs: number
  restoreMs: number
  /** Tables whose rows in the scratch database differ from the backup's own count, as `table: backup -> restored`. */
  differences: string[]
}

/** A scratch database this code has migrated: a throwaway PGlite folder, removed by `close`. */
async function scratchPglite(): Promise<DbHandle> {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-drill-'))
  const database = await createDb({ DATA_DIR: join(dir, 'pglite') })
  await database.migrate()
  return {
    ...database,
    close: async () => {
      await database.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function countRows(database: DbHandle): Promise<Counts> {
  const counts: Counts = {}
  for (const table of await tablesInOrder(database.db)) {
    const result = (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table.name)}`)) as unknown as { rows: { n: number }[] }
    counts[table.name] = result.rows[0]?.n ?? 0
  }
  return counts
}

/**
 * The restore drill (`npm run backup:verify`): the newest backup (from S3 when BACKUP_S3_URL is set, else BACKUP_DIR)
 * restored into a scratch database, and its rows counted per table against the backup's own count. A file that does
 * not restore (cut short, edited, from another schema) throws; a count that differs is listed in `differences`.
 */
export async function restoreDrill(place: BackupPlace, scratch: () => Promise<DbHandle> = scratchPglite): Promise<Drill> {
  const began = Date.now()
  let source: string
  let file: string
  let fetched: string | undefined
  if (place.store) {
    const newest = (await place.store.list()).at(-1)
    if (!newest) throw new OperatorError(`There is no backup in ${place.store.where} to verify.`)
    fetched = mkdtempSync(join(tmpdir(), 'backoffice-drill-file-'))
    file = join(fetched, basename(newest.key))
    source = `${place.store.where}${basename(newest.key)}`
    await place.store.download(newest.key, file)
  } else {
    const newest = listBackups(place.dir).at(-1)
    if (!newest) throw new OperatorError(`There is no backup in ${place.dir} to verify.`)
    source = file = newest.file
  }
  const fetchMs = Date.now() - began
  const database = await scratch()
  try {
    const restoring = Date.now()
    const expected = await restoreBackup(database.db, file)
    const restoreMs = Date.now() - restoring
    const found = await countRows(database)
    const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort()
    const differences = names.filter((name) => expected[name] !== found[name]).map((name) => `${name}: ${expected[name] ?? 0} -> ${found[name] ?? 0}`)
    const rows = Object.values(expected).reduce((sum, n) => sum + n, 0)
    return { source, tables: Object.keys(expected).length, rows, fetchMs, restoreMs, differences }
  } finally {
    await database.close()
    if (fetched) rmSync(fetched, { recursive: true, force: true })
  }
}
