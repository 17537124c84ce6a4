import { and, eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type * as v from 'valibot'
import { importBody, importCommitBody, importMessages, importRowLimit, said as count } from '../../src/contract/import'
import {
  counted,
  importDone,
  importedAlready,
  importPartChecked,
  importReady,
  importReadyErrors,
  importTaken,
  importTooLarge,
  notImported,
} from '../../src/paraglide/m/kit'
import { getLocale, intlLocale } from '../../src/contract/i18n/locale'
import type { ImportAnswer, ImportError, ImportSpec, SkippedRow } from '../../src/contract/import'
import type { HistoryRecordType } from '../../src/contract/history'
import { respondAsync } from '../../src/contract/jobs/basics'
import { requireAuth } from '../auth/middleware'
import type { Db, Tx } from '../db/client'
import type { Mount } from './area'
import { idempotent } from './idempotent'
import { keepPart, writeParts } from './import-parts'
import type { KeyedEnv } from './idempotent'
import { csvLine } from './list-answer'
import { uploadLimit } from './resource-routes'
import { failure } from './answer'
import { isUniqueViolation, unlessRefused } from './result'
import type { Failure } from './result'
import { idempotencyKeys } from './schema'
import { statsChanged } from './stats-cache'
import type { AppEnv } from './types'
import { validate } from './validate'

/** 5,000 rows of a dozen cells are about 1.5 MB of JSON: the import paths set their own limit. */
const importBytes = 4 * 1024 * 1024
const tooLarge = () => importTooLarge({ rows: count(importRowLimit) })

/** One row as the importer's check gets it: its line in the file and its cells by field ('' for a missing cell). */
export type ImportRow = { line: number; cells: Record<string, string> }
export type Checked<Value> = { values: Value[]; errors: ImportError[] }

/** An area's importer (docs/api.md#import): its columns, the check of its rows and the write of the good ones. */
export type Importer<Value> = {
  /** The area check (requireArea), the same as the list's. */
  guard: MiddlewareHandler<AppEnv>
  spec: ImportSpec
  /** The history's record type of what it imports (the `import.finished` webhook names it). */
  recordType: HistoryRecordType
  /** Each row through the contract's create schema and the area's references; runs after the kit's own checks. */
  check: (db: Db, orgId: string, rows: ImportRow[]) => Promise<Checked<Value>>
  /** Writes every value (and one history entry each, action 'imported') in the import's transaction. */
  write: (tx: Tx, orgId: string, values: Value[]) => Promise<void>
  /** The message when the database refuses a row as taken (a unique key), read when answered. */
  taken: () => string
  /**
   * The template's example cells (by field) that name the organisation's own records, its first brand for 'Kesar', so the
   * example row imports as it is; the spec's example stands where this gives nothing.
   */
  example?: (db: Db, orgId: string) => Promise<Record<string, string>>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each importer has its own values
type AnyImporter = Importer<any>
const importers = new Map<string, AnyImporter>()
/** The importer a job names (server/areas/jobs/imports.ts runs its commit): undefined, none such in this build. */
export const importerOf = (name: string): AnyImporter | undefined => importers.get(name)

/** The bad rows of a request set aside: each with its cells as sent and its errors' messages as the reason. */
function skippedOf(body: v.InferOutput<typeof importBody>, errors: ImportError[]): SkippedRow[] {
  const reasons = new Map<number, string[]>()
  for (const error of errors) reasons.set(error.line, [...(reasons.get(error.line) ?? []), error.message])
  return body.rows.flatMap((row, index) => {
    const line = body.lines?.[index] ?? index + 2
    const reason = reasons.get(line)
    if (!reason) return []
    const cells = Object.fromEntries(Object.entries(row).map(([field, cell]) => [field, cell ?? '']))
    return [{ line, cells, reason: reason.join('; ') }]
  })
}

const formula = /^[=+\-@]/
const badEncoding = '\uFFFD'

/** '3 promo codes': the count and the importer's word, in the request's language. */
const said = (rows: number, [one, many]: readonly [string, string]) => counted({ shown: count(rows), noun: rows === 1 ? one : many })
const byLine = (a: ImportError, b: ImportError) => a.line - b.line

/** The kit's checks of every row: required columns present in the file, UTF-8 text, no formulas in text columns. */
function kitChecks(spec: ImportSpec, body: v.InferOutput<typeof importBody>): { rows: ImportRow[]; errors: ImportError[] } | { refused: string } {
  const sent = new Set(body.rows.flatMap((row) => Object.keys(row)))
  const missing = spec.columns.filter((column) => column.required && !sent.has(column.field)).map((column) => column.label)
  if (missing.length) return { refused: importMessages.missing(missing) }
  const rows: ImportRow[] = []
  const errors: ImportError[] = []
  for (const [index, row] of body.rows.entries()) {
    const line = body.lines?.[index] ?? index + 2
    const cells: Record<string, string> = {}
    let bad = false
    for (const column of spec.columns) {
      const cell = (row[column.field] ?? '').trim()
      if (cell.includes(badEncoding)) return { refused: importMessages.encoding }
      if (column.kind === 'text' && formula.test(cell)) {
        errors.push({ line, column: column.label, message: importMessages.formula(line, column.label) })
        bad = true
      }
      cells[column.field] = cell
    }
    if (!bad) rows.push({ line, cells })
  }
  return { rows, errors }
}

/** A replayed import (same key, same rows) says so: nothing was added this time. */
const sayReplayed = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  // A commit answered with its job (202) is answered with that job again.
  if (c.res.headers.get('Idempotent-Replayed') !== 'true' || !c.res.ok || c.res.status === 202) return
  const first = (await c.res.clone().json()) as ImportAnswer
  const date = new Date(first.imported_at ?? Date.now()).toLocaleString(intlLocale[getLocale()], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  })
  c.res = c.json({ ...first, added: 0, message: importMessages.already(date) }, 200, { 'Idempotent-Replayed': 'true' })
})

/**
 * An importer's routes under /api/import/<name>: GET /template (the file to fill in), POST / (a dry run answers every bad
 * row; an import stores every row or none, in one transaction, once per Idempotency-Key).
 */
export function importMount<Value>(name: string, importer: Importer<Value>): Mount {
  const { spec } = importer
  importers.set(name, importer)
  const routes = ({ db }: { db: Db }) => {
    const app = new Hono<KeyedEnv>().use(requireAuth(db), importer.guard)
    app.get('/template', async (c) => {
      const own = (await importer.example?.(db, c.get('orgId'))) ?? {}
      const example = spec.columns.map((column, index) => own[column.field] ?? spec.example[index] ?? '')
      const text = csvLine(spec.columns.map((column) => column.label)) + csvLine(example)
      return c.body(text, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}-template.csv"` })
    })
    // Whether a file (the app's key: its hash) was imported by this organisation, and when: a re-upload is told so at once.
    app.get('/done/:key', async (c) => {
      const base = c.req.path.replace(/\/done\/[^/]*$/, '')
      const [row] = await db
        .select({ body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.orgId, c.get('orgId')),
            eq(idempotencyKeys.key, c.req.param('key')),
            // A file sent whole, or in parts and committed.
            inArray(idempotencyKeys.path, [base, `${base}/commit`]),
          ),
        )
      const imported_at = (row?.body as ImportAnswer | null)?.imported_at ?? null
      return c.json({ status: true, message: imported_at ? importedAlready() : notImported(), imported_at })
    })
    app.post('/', uploadLimit(importBytes, tooLarge), sayReplayed, idempotent(db), validate('json', importBody), async (c) => {
      const body = (c.req.valid as (target: string) => unknown)('json') as v.InferOutput<typeof importBody>
      const checked = kitChecks(spec, body)
      if ('refused' in checked) return c.json({ status: false, message: checked.refused }, 400)
      const own = await importer.check(db, c.get('orgId'), checked.rows)
      const errors = [...checked.errors, ...own.errors].sort(byLine)
      const valid = own.values.length
      if (body.dry_run) {
        const things = said(valid, spec.noun)
        const message = errors.length ? importReadyErrors({ count: errors.length, shown: count(errors.length), things }) : importReady({ things })
        return c.json({ status: true, message, valid, added: 0, errors } satisfies ImportAnswer)
      }
      const part = body.file !== undefined && body.part !== undefined ? { file: body.file, part: body.part } : null
      if (errors.length && !(part && body.skip_invalid)) {
        const bad = new Set(errors.map((error) => error.line)).size
        return c.json({ status: false, message: importMessages.refused(bad), valid, added: 0, errors } satisfies ImportAnswer, 400)
      }
      if (part) {
        await keepPart(db, { orgId: c.get('orgId'), importer: name, file: part.file }, part.part, own.values, skippedOf(body, errors))
        const message = importPartChecked({ part: count(part.part + 1), things: said(valid, spec.noun) })
        return c.json({ status: true, message, valid, added: 0, errors } satisfies ImportAnswer)
      }
      return imported(c, db, importer, (tx) => importer.write(tx, c.get('orgId'), own.values).then(() => own.values.length))
    })
    // Every kept part of a file, in one transaction: the whole file or nothing, once per Idempotency-Key. Asked with
    // `Prefer: respond-async` (the app does), it runs as a job instead: 202 with the job (server/areas/jobs/imports.ts).
    app.post('/commit', uploadLimit(importBytes, tooLarge), sayReplayed, idempotent(db), validate('json', importCommitBody), (c) => {
      const { file, parts } = c.req.valid('json')
      const startImport = (c as unknown as Context<AppEnv>).get('startImport') as AppEnv['Variables']['startImport'] | undefined
      if (startImport && c.req.header('Prefer')?.includes(respondAsync)) {
        return startImport(
          c as unknown as Context<AppEnv>,
          name,
          { file, parts },
          c.get('idempotency').keyed((job) => ({ status: 202, body: job })),
        )
      }
      const of = { orgId: c.get('orgId'), importer: name, file }
      return imported(c, db, importer, (tx) => writeParts<Value>(tx, of, parts, (values) => importer.write(tx, c.get('orgId'), values)))
    })
    return app
  }
  return { prefix: `/api/import/${name}`, routes, upload: { paths: [''], maxBytes: importBytes, message: tooLarge } }
}

/** Runs `write` (it answers the rows written) in one transaction with the request's key: all of it or none. */
async function imported<Value>(c: Context<KeyedEnv>, db: Db, importer: Importer<Value>, write: (tx: Tx) => Promise<number>): Promise<Response> {
  const answerOf = (count: number): ImportAnswer => ({
    status: true,
    message: importDone({ things: said(count, importer.spec.noun) }),
    valid: count,
    added: count,
    errors: [],
    imported_at: new Date().toISOString(),
  })
  const key = c.get('idempotency').keyed((answer) => ({ status: 200, body: answer }))
  let outcome: ImportAnswer | Failure
  try {
    outcome = await unlessRefused(() =>
      db.transaction(async (tx) => {
        await key?.claim(tx)
        const answer = answerOf(await write(tx))
        await key?.keep(tx, answer)
        return answer
      }),
    )
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return c.json({ status: false, message: importTaken({ taken: importer.taken() }), valid: 0, added: 0, errors: [] }, 409)
  }
  if ('ok' in outcome) return failure(c, outcome)
  statsChanged(db, c.get('orgId'))
  return c.json(outcome)
}
