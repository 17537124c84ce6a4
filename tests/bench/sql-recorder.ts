// Loaded into the product's API process by `npm run bench -- lists` (node --import, tests/bench/floor.ts): appends every
// statement the process sends to PostgreSQL, with its values, to SQL_LOG as JSON lines, so the floor runs the very
// statements the product ran. The job queue's own polling (pg-boss) is left out: it is no list's work.
import { appendFileSync } from 'node:fs'
import pg from 'pg'

/** `named`: the product sent it as a named (prepared) statement, which the floor then prepares too. */
export type RecordedStatement = { text: string; values?: unknown[]; named?: true }

const log = process.env.SQL_LOG
const original = pg.Client.prototype.query
if (log)
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[]; name?: string }, unknown]
    const text = typeof config === 'string' ? config : config.text
    const given = typeof config === 'object' && config.values ? config.values : Array.isArray(values) ? (values as unknown[]) : undefined
    if (text && !text.includes('pgboss'))
      appendFileSync(
        log,
        `${JSON.stringify({ text, values: given, ...(typeof config === 'object' && config.name ? { named: true } : {}) } satisfies RecordedStatement)}\n`,
      )
    return (original as (...all: unknown[]) => unknown).apply(this, args)
  } as typeof original
