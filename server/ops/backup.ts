import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { schemaVersion, tablesInOrder } from './backup-tables'
import type { SchemaVersion } from './backup-tables'
import { OperatorError } from './operator-error'

/**
 * The format: gzip'd lines. Lines starting with `#` say what follows (a header, `#{"table":…}`, and a
 * closing count per table that proves the file is whole); every other line is one row as PostgreSQL's
 * row_to_json wrote it, which json_populate_recordset reads back on PGlite and PostgreSQL alike.
 */
const format = 'brand-back-office-backup'
type Header = { format: string; version: 1; created: string; schema: SchemaVersion }
export type Counts = Record<string, number>

const batchRows = 1000

async function* fetchRows(tx: Pick<Db, 'execute'>, table: string, signal?: AbortSignal): AsyncGenerator<string> {
  await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table)} t`)
  for (;;) {
    if (signal?.aborted) throw new Error('backup stopped: the server is shutting down')
    const result = (await tx.execute(sql.raw(`fetch forward ${batchRows} from backup_rows`))) as unknown as { rows: { j: string }[] }
    for (const row of result.rows) yield row.j
    if (result.rows.length < batchRows) break
  }
  await tx.execute(sql`close backup_rows`)
}

/** Writes every table to `file` from one snapshot (a read-only transaction); the file appears only once whole. */
export async function writeBackup(db: Db, file: string, signal?: AbortSignal): Promise<Counts> {
  const partial = `${file}.partial`
  const gzip = createGzip()
  const out = createWriteStream(partial)
  const done = once(out, 'close')
  gzip.pipe(out)
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain')
  }
  try {
    const counts = await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`)
      const header: Header = { format, version: 1, created: new Date().toISOString(), schema: await schemaVersion(tx) }
      await write(`#${JSON.stringify(header)}`)
      const counts: Counts = {}
      for (const table of await tablesInOrder(tx)) {
        await write(`#${JSON.stringify({ table: table.name })}`)
        counts[table.name] = 0
        for await (const row of fetchRows(tx, table.name, signal)) {
          await write(row)
          counts[table.name] = (counts[table.name] ?? 0) + 1
        }
      }
      await write(`#${JSON.stringify({ end: counts })}`)
      return counts
    })
    gzip.end()
    await done
    await rename(partial, file)
    return counts
  } catch (error) {
    gzip.destroy()
    out.destroy()
    await rm(partial, { force: true })
    throw error
  }
}

// Async iteration of the gunzip stream rejects on a read or gzip error (readline's iterator can hang on one).
async function* readLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip()
  gunzip.setEncoding('utf8')
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip)
  let rest = ''
  for await (const chunk of gunzip as AsyncIterable<string>) {
    const parts = (rest + chunk).split('\n')
    rest = parts.pop() ?? ''
    yield* parts
  }
  if (rest) yield rest
}

const invalid = (file: string, why: string) => new OperatorError(`${file} is not a back-office backup (${why}); nothing was restored.`)

/**
 * Replaces every row of the (migrated) database with the backup's, in one transaction: a file that is cut
 * short, or made by another schema version, changes nothing.
 */
export async function restoreBackup(db: Db, file: string): Promise<Counts> {
  const lines = readLines(file)
  return db.transaction(async (tx) => {
    const tables = new Map((await tablesInOrder(tx)).map((table) => [table.name, table]))
    const current = await schemaVersion(tx)
    await tx.execute(
      sql`truncate ${sql.join(
        [...tables.keys()].map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    )
    const counts: Counts = {}
    let header: Header | undefined
    let table: string | undefined
    let batch: string[] = []
    let end: Counts | undefined
    const flush = async () => {
      const info = table ? tables.get(table) : undefined
      if (!info || batch.length === 0) return
      const list = sql.join(
        info.columns.map((column) => sql.identifier(column)),
        sql`, `,
      )
      const name = sql.identifier(info.name)
      await tx.execute(sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::json)`)
      batch = []
    }
    try {
      for await (const line of lines) {
        if (!line) continue
        if (!line.startsWith('#')) {
          if (!table) throw invalid(file, 'a row before any table')
          batch.push(line)
          counts[table] = (counts[table] ?? 0) + 1
          // A table that refers to itself is loaded in one statement, so a child may come before its parent.
          if (batch.length >= batchRows && !tables.get(table)?.selfReferencing) await flush()
          continue
        }
        const control = JSON.parse(line.slice(1)) as Partial<Header> & { table?: string; end?: Counts }
        if (!header) {
          if (control.format !== format) throw invalid(file, 'no backup header')
          header = control as Header
          if (header.schema.migrations !== current.migrations || header.schema.last !== current.last)
            throw new OperatorError(
              `${file} was made by a schema with ${header.schema.migrations} migrations, this code has ${current.migrations}; restore it with the version of the app that made it.`,
            )
        } else if (control.table !== undefined) {
          await flush()
          if (!tables.has(control.table)) throw invalid(file, `unknown table ${control.table}`)
          table = control.table
          counts[table] = 0
        } else if (control.end) {
          await flush()
          end = control.end
        }
      }
    } catch (error) {
      // A file that is not gzip'd JSON lines; a failing insert keeps its own message.
      const unreadable = error instanceof SyntaxError || String((error as NodeJS.ErrnoException).code).startsWith('Z_')
      if (!unreadable) throw error
      throw invalid(file, (error as Error).message.split('\n')[0] ?? 'unreadable')
    }
    if (!header) throw invalid(file, 'empty file')
    if (!end || JSON.stringify(end) !== JSON.stringify(counts)) throw invalid(file, 'it is cut short')
    return counts
  })
}
