import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { activityQuery, historyRecordTypes, recordHistoryQuery } from '../../../src/contract/history'
import type { HistoryRecordType } from '../../../src/contract/history'
import { canOpen, grantedPaths } from '../../../src/contract/permissions'
import type { Role } from '../../../src/contract/permissions'
import { requireArea, requireAuth } from '../../auth/middleware'
import { answer } from '../../kit/answer'
import { verifyChain } from '../../kit/history-chain'
import { resourceRoutes } from '../../kit/resource-routes'
import { isUuid } from '../../kit/list-query'
import type { AppDeps, AppEnv } from '../../kit/types'
import { activityPeople, historyCsv, listActivity, listRecordHistory } from './reads'
import { brokenLink, forbidden, intact, peopleLoaded, recordNotFound, unknownType } from '../../../src/paraglide/m/history'
import { activityLoaded, historyLoaded } from '../../../src/paraglide/m/server'

/** The chain check is the owner's alone (docs/history.md#reading); Activity is read by whoever may open its screen. */
const verifyRoles: readonly Role[] = ['owner']

const onlyRoles = (allowed: readonly Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!allowed.includes(c.get('user').role as Role)) return c.json({ status: false, message: forbidden() }, 403)
    await next()
  })

const isRecordType = (type: string): type is HistoryRecordType => Object.hasOwn(historyRecordTypes, type)

/**
 * A record's history: the type must be one the history knows (400), the caller's role must open its screen (403), and
 * the id must be an id (404). Another organisation's record simply has no entries.
 */
const recordGuard = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.param('type') ?? ''
  if (!isRecordType(type)) return c.json({ status: false, message: unknownType(), errors: { type: [unknownType()] } }, 400)
  if (!canOpen(grantedPaths(await c.get('grants')()), historyRecordTypes[type].screen)) return c.json({ status: false, message: forbidden() }, 403)
  if (!isUuid(c.req.param('id') ?? '')) return c.json({ status: false, message: recordNotFound() }, 404)
  await next()
})

/** GET /api/history/:type/:id and /api/history/verify (docs/history.md#reading, #verify). */
export function historyRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db)
    .get('/verify', { guard: onlyRoles(verifyRoles) }, async (c) => {
      const { checked, broken } = await verifyChain(db, c.get('orgId'))
      const message = broken ? brokenLink({ seq: broken.seq }) : intact()
      return answer(c, { ok: true, data: { checked, broken: broken && { id: broken.id, at: broken.at, reason: broken.reason } } }, message)
    })
    // Its worker reads the record of the export's own path (the guard checked it when the export was asked).
    .list(
      '/:type/:id',
      recordHistoryQuery,
      (scope, params, signal) => {
        const record = { type: scope.path.type as HistoryRecordType, id: scope.path.id ?? '' }
        return listRecordHistory(db, scope.orgId, record, params, signal)
      },
      historyCsv,
      { guard: recordGuard, says: historyLoaded, name: 'record-history' },
    )
  return app
}

/** GET /api/activity: the organisation's entries, owner and manager; /people: its members for the person filter. */
export function activityRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: requireArea('/activity'), says: { listed: activityLoaded } })
    .get('/people', {}, async (c) => c.json({ status: true, message: peopleLoaded(), data: await activityPeople(db, c.get('orgId')) }))
    .list('/', activityQuery, (scope, params, signal) => listActivity(db, scope.orgId, params, signal), historyCsv)
  return app
}
