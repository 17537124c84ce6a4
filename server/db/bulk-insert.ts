import { getTableColumns, sql } from 'drizzle-orm'
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from './client'

type Tx = Pick<Db, 'execute'>
const batchSize = 5000

/**
 * Inserts rows in a few statements: each batch travels as one JSON parameter that
 * json_populate_recordset turns into rows (about 2.5× faster on PGlite than multi-row VALUES).
 * Columns are those of the first row; a key another row leaves out is stored as null, not its default.
 */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const [first] = rows
  if (!first) return
  const columns = getTableColumns(table)
  const keys = Object.keys(first)
  const names = keys.map((key) => columns[key]?.name ?? key)
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  )
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize) as Record<string, unknown>[]
    const records = batch.map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key]])))
    await tx.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`)
  }
}
