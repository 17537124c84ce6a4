import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { keptPerHandle } from '../kit/per-handle'

/**
 * Queries built once per shape (docs/api.md#lists): a list's WHERE is compiled per request (its text and values), and
 * the text is the shape's key. The query around it (columns, joins, ORDER BY, LIMIT, OFFSET) is built once per shape
 * with the WHERE's values as placeholders, and prepared under a name, so Drizzle no longer rebuilds it per request and
 * PostgreSQL parses and plans it once per connection. PGlite runs the same prepared query unnamed (one connection).
 */
const dialect = new PgDialect()

/** A WHERE (or any fragment) as text with its values, and the same text with the values as placeholders `prefix1..n`. */
export type Shaped = { text: string; values: Record<string, unknown>; fragment: SQL }

/** The fragment's shape, or undefined when its text cannot be split at its parameters (a literal `$1`): then built per request. */
export function shapeOf(fragment: SQL | undefined, prefix: string): Shaped | undefined {
  if (!fragment) return { text: '', values: {}, fragment: sql`true` }
  const { sql: text, params } = dialect.sqlToQuery(fragment)
  const parts = text.split(/\$(\d+)/)
  if (parts.length !== params.length * 2 + 1) return undefined
  const chunks: SQL[] = []
  const values: Record<string, unknown> = {}
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] ?? ''
    if (index % 2 === 0) {
      chunks.push(sql.raw(part))
      continue
    }
    const position = (index + 1) / 2
    if (Number(part) !== position) return undefined
    const name = `${prefix}${position}`
    values[name] = params[position - 1]
    chunks.push(sql`${sql.placeholder(name)}`)
  }
  return { text, values, fragment: sql.join(chunks) }
}

/** Past this many named statements a process prepares unnamed ones: each name lives on every connection that ran it. */
const maxNames = 2000
let names = 0
/** A new statement name, unique in the process (one text per name, as node-postgres requires), or undefined past `maxNames`. */
export const statementName = (): string | undefined => (names < maxNames ? `list_${(names += 1)}` : undefined)

/** Prepared queries by shape, per database handle (a transaction's prepared queries run on its connection, and go with it). */
export type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown[]> }
/** Shapes kept per database handle: a list's shapes are its filters' combinations and orderings, a few dozen at most. */
const maxShapes = 500

/** The prepared query of `key` on `db`, made by `make` on first use. */
export const preparedFor: (db: object, key: string, make: () => Prepared) => Prepared = keptPerHandle<Prepared>(maxShapes)
