import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import { bulkBody, bulkLimit } from '../../src/contract/bulk'
import type { Db } from '../db/client'
import type { CsvSpec } from '../../src/contract/vocabulary'
import { requireAuth } from '../auth/middleware'
import type { Mount } from './area'
import { failure } from './answer'
import { bulkIds, rowsOf, runBulk, watchedAction } from './bulk'
import type { BulkAction, BulkList, BulkRequest } from './bulk'
import { idempotent } from './idempotent'
import { csvLine } from './list-answer'
import type { ListParams } from './list-query'
import type { Saved } from './result'
import { uploadLimit } from './resource-routes'
import type { AppEnv } from './types'
import { validate } from './validate'
import { bulkActivated, bulkChangedMeanwhile, bulkDeactivated, bulkDone, bulkSomeFailed, notFound, requestTooLarge } from '../../src/paraglide/m/server'
import { counted } from '../../src/paraglide/m/kit'
import { said as count } from '../../src/contract/import'

/** 5,000 ids are about 195 KB of JSON: past the app's 64 KB, so the bulk paths set their own limit. */
const bulkBytes = 256 * 1024
const tooLarge = () => requestTooLarge({ rows: count(bulkLimit) })

export type BulkSpec<Params extends ListParams, Row> = Omit<BulkList<Params, Row>, 'actions'> & {
  /** The area check (requireArea), the same as the list's. */
  guard: MiddlewareHandler<AppEnv>
  /** The answer's words, catalogue messages read per request: 'promo code', 'promo codes'. */
  noun: readonly [() => string, () => string]
  /** None for a list whose rows are only exported. */
  actions?: BulkList<Params, Row>['actions']
  /** The export of the chosen rows: the list's own CSV (its labels and cells). */
  csv: CsvSpec<Row>
}

/** The activate and deactivate actions of a list with an on/off status, each row through the status switch's own write. */
export const onOffActions = (set: (db: Db, orgId: string, id: string, active: boolean) => Promise<Saved<unknown>>): Record<string, BulkAction> => ({
  activate: { said: bulkActivated, run: (db, orgId, id) => set(db, orgId, id, true), reverse: 'deactivate' },
  deactivate: { said: bulkDeactivated, run: (db, orgId, id) => set(db, orgId, id, false), reverse: 'activate' },
})

/** '10 promo codes': the count and the list's word, in the request's language. */
const said = (rows: number, [one, many]: BulkSpec<ListParams, unknown>['noun']) => counted({ shown: count(rows), noun: rows === 1 ? one() : many() })

/**
 * A list's bulk routes under /api/bulk/<list> (docs/api.md#bulk): POST /<action> runs the action on the chosen rows
 * (ids, or every row the list's filter matches), each through its own write, and answers per row; the request may
 * carry an Idempotency-Key, and a retry with it gets the first answer. POST /export answers the chosen rows as CSV.
 */
export function bulkMount<Params extends ListParams, Row>(list: `/${string}`, { actions = {}, ...rest }: BulkSpec<Params, Row>): Mount {
  const spec = { ...rest, actions }
  const routes = ({ db }: { db: Parameters<typeof runBulk>[0] }) => {
    const app = new Hono<AppEnv>().use(requireAuth(db), spec.guard, uploadLimit(bulkBytes, tooLarge))
    const body = (c: Context) => (c.req.valid as (target: string) => unknown)('json') as BulkRequest['input']
    app.post('/export', validate('json', bulkBody), async (c) => {
      const ids = await bulkIds(db, c.get('user'), spec, body(c), c.req.raw.signal)
      if (!Array.isArray(ids)) return failure(c, ids)
      const rows = await rowsOf(db, c.get('user'), spec, ids)
      const text = csvLine(spec.csv.columns.map(([header]) => header)) + rows.map((row) => csvLine(spec.csv.columns.map(([, cell]) => cell(row)))).join('')
      const day = new Date().toISOString().slice(0, 10)
      return c.body(text, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${spec.csv.filename}-selected-${day}.csv"`,
      })
    })
    // Each action's own guard and body check, chosen by its name.
    const byAction = (pick: (action: BulkAction) => MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> => {
      const handlers = new Map(Object.entries(spec.actions).map(([name, action]) => [name, pick(action)]))
      return async (c, next) => {
        const handler = handlers.get(c.req.param('action') ?? '')
        return handler ? handler(c, next) : next()
      }
    }
    const passes: MiddlewareHandler<AppEnv> = (_c, next) => next()
    app.post(
      '/:action',
      async (c, next) => (Object.hasOwn(spec.actions, c.req.param('action')) ? next() : c.json({ status: false, message: notFound() }, 404)),
      byAction((action) => action.guard ?? passes),
      idempotent(db),
      byAction((action) => validate('json', action.body ?? bulkBody) as unknown as MiddlewareHandler<AppEnv>),
      async (c) => {
        const action = spec.actions[c.req.param('action')]
        if (!action) return c.json({ status: false, message: notFound() }, 404)
        const input = body(c)
        const ids = await bulkIds(db, c.get('user'), spec, input, c.req.raw.signal)
        if (!Array.isArray(ids)) return failure(c, ids)
        // An Undo names the rows' versions; an action with a reverse answers the way back (docs/api.md#bulk).
        const versions = input.versions
        const watched = watchedAction(spec, action, versions, bulkChangedMeanwhile)
        const outcome = await runBulk(db, c.get('orgId'), watched.action, versions ? ids.filter((id) => Object.hasOwn(versions, id)) : ids, {
          user: c.get('user'),
          input,
        })
        if (!outcome.ok) return failure(c, outcome)
        const { done, failed } = outcome
        const saidDone = action.said({ count: done, things: said(done, spec.noun) })
        const message = failed.length ? bulkSomeFailed({ done: saidDone, shown: count(failed.length) }) : bulkDone({ done: saidDone })
        const undo =
          action.reverse !== undefined && !versions && Object.keys(watched.changed).length > 0
            ? { action: action.reverse, versions: watched.changed }
            : undefined
        return c.json({ status: true, message, done, failed, ...(undo ? { undo } : {}) })
      },
    )
    return app
  }
  return { prefix: `/api/bulk${list}`, routes, upload: { paths: ['/'], maxBytes: bulkBytes, message: tooLarge } }
}
