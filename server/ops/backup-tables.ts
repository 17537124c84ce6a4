import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

type Runner = Pick<Db, 'execute'>
export type TableInfo = { name: string; columns: string[]; selfReferencing: boolean }

async function rows<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** Every table of the public schema, parents before children, so rows can be inserted in this order. */
export async function tablesInOrder(runner: Runner): Promise<TableInfo[]> {
  const columns = await rows<{ table: string; column: string }>(
    runner,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  )
  const keys = await rows<{ child: string; parent: string }>(
    runner,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  )
  const tables = new Map<string, TableInfo>()
  for (const { table, column } of columns) {
    const info = tables.get(table) ?? { name: table, columns: [], selfReferencing: false }
    info.columns.push(column)
    tables.set(table, info)
  }
  const parents = new Map<string, Set<string>>()
  for (const { child, parent } of keys) {
    if (child === parent) {
      const info = tables.get(child)
      if (info) info.selfReferencing = true
    } else parents.set(child, (parents.get(child) ?? new Set()).add(parent))
  }
  const ordered: TableInfo[] = []
  const placed = new Set<string>()
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return
    path.add(name)
    for (const parent of parents.get(name) ?? []) visit(parent, path)
    placed.add(name)
    const info = tables.get(name)
    if (info) ordered.push(info)
  }
  for (const name of [...tables.keys()].sort()) visit(name, new Set())
  return ordered
}

export type SchemaVersion = { migrations: number; last: string }

/** Which migrations made this schema: a backup loads only into the same one. */
export async function schemaVersion(runner: Runner): Promise<SchemaVersion> {
  const [row] = await rows<{ migrations: number; last: string | null }>(
    runner,
    sql`select count(*)::int as migrations, (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last
        from drizzle.__drizzle_migrations`,
  )
  return { migrations: row?.migrations ?? 0, last: row?.last ?? '' }
}
