import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * An export's page query, declared once as a cursor: `text` and `params` without the LIMIT and OFFSET,
 * `position` the rows fetched so far.
 */
type Cursor = { name: string; text: string; params: string; position: number }
/** What an export's snapshot (server/db/pool.ts) keeps of its cursors: one per database, and how to close them. */
export type CursorState = { cursors: Map<object, Cursor>; closers: (() => Promise<unknown>)[] }

const cursorStore = new AsyncLocalStorage<true>()

/**
 * Runs `work`, the page query of a CSV export's batch (a select ending `limit $n [offset $m]`), through a cursor
 * when it runs in an export's snapshot: the first batch declares the query without its LIMIT and OFFSET and
 * fetches a batch, each next batch (the same query, its offset where the last one stopped) fetches the next.
 * So a batch costs the same at row 19,000 as at row 0 (OFFSET reads and drops every row before it), and the
 * rows come in the order the query gives, each once. Other statements, and this one elsewhere, run as they are.
 */
export function throughCursor<T>(work: () => Promise<T>): Promise<T> {
  return cursorStore.run(true, async () => await work())
}

export const wantsCursor = () => cursorStore.getStore() === true

/** How a driver runs the statement as asked, another statement, and a FETCH read as the asked one's rows are. */
export type CursorRunner<Result extends { rows: unknown[] }> = {
  asked: () => Promise<Result>
  run: (text: string, params: unknown[]) => Promise<unknown>
  fetch: (text: string) => Promise<Result>
}

const pageSuffix = /\s+limit \$(\d+)(?:\s+offset \$(\d+))?\s*$/i
let cursorsMade = 0

/**
 * The statement `text` with `values` through the export's cursor for `database`. `hold`: the cursor outlives its
 * transaction (WITH HOLD: the rows are kept from the moment it is declared), for PGlite, whose one connection an
 * export cannot keep in a transaction; it is closed with the snapshot. On PostgreSQL the snapshot's transaction
 * holds it, and its end closes it.
 */
export async function pageThroughCursor<Result extends { rows: unknown[] }>(
  state: CursorState,
  database: object,
  text: string,
  values: unknown[],
  runner: CursorRunner<Result>,
  hold: boolean,
): Promise<Result> {
  const match = pageSuffix.exec(text)
  const paging = match?.[2] === undefined ? 1 : 2
  const rest = values.length - paging
  const limit = Number(values[rest])
  const offset = paging === 2 ? Number(values[rest + 1]) : 0
  // The LIMIT and OFFSET must be the statement's last parameters, in that order, and whole numbers.
  const shaped = match && Number(match[1]) === rest + 1 && (paging === 1 || Number(match[2]) === rest + 2)
  if (!match || !shaped || !Number.isSafeInteger(limit) || limit < 1 || !Number.isSafeInteger(offset)) return runner.asked()
  const query = text.slice(0, match.index)
  const params = values.slice(0, rest)
  const key = JSON.stringify(params)
  let cursor = state.cursors.get(database)
  if (!cursor && offset === 0) {
    cursorsMade += 1
    const name = `export_rows_${cursorsMade}`
    await runner.run(`declare ${name} no scroll cursor ${hold ? 'with hold ' : ''}for ${query}`, params)
    cursor = { name, text: query, params: key, position: 0 }
    state.cursors.set(database, cursor)
    if (hold) state.closers.push(() => runner.run(`close ${name}`, []))
  }
  // Another query, or a page the cursor has not reached: read as asked.
  if (!cursor || cursor.text !== query || cursor.params !== key || cursor.position !== offset) return runner.asked()
  const result = await runner.fetch(`fetch forward ${limit} from ${cursor.name}`)
  cursor.position += result.rows.length
  return result
}
