import { Hono } from 'hono'
import { contextStorage } from 'hono/context-storage'
import { HTTPException } from 'hono/http-exception'
import { secureHeaders } from 'hono/secure-headers'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { messages } from '../src/contract/common'
import { jsonLimit } from './kit/body-limit'
import { compressAnswers } from './kit/compress-answers'
import { embeddedQueue } from './kit/embedded-queue'
import { runsEmbedded } from './db/client'
import type { AppDeps, AppEnv } from './kit/types'
import { accountsRoutes } from './auth/routes'
import { areas, areaSearch, areaTiles } from './areas'
import { apiKeySignIn } from './areas/api-keys'
import { exportStarter, importStarter } from './areas/jobs'
import { organisationCreatedOf, uploadPaths } from './kit/area'
import { ClientGone } from './kit/list-query'
import { eventsPath } from '../src/contract/events'
import { eventsRoutes } from './kit/events-route'
import { answerInLocale } from './kit/locale'
import { requestId } from './kit/request-id'
import { requestLog } from './kit/request-log'
import { openApiRoutes } from './openapi/routes'
import { databaseRestarting, invalidRequest, notFound, serverError } from '../src/paraglide/m/server'
import { connectionLost, restartRetryAfter } from './db/connection-lost'

/**
 * PostgreSQL's data exceptions for a value it cannot take: 22021 a null byte in text, 22P05 an untranslatable
 * character, 22008/22007 a date out of range or malformed, 22003 a number out of its column's range, 22P02 text that
 * is no number, 22001 text too long. The contract refuses all of these first; should one slip through, it is the
 * client's value, not a bug of ours: 400 'Invalid input', logged so the gap in the contract can be closed.
 */
const refusedValueCodes = new Set(['22021', '22P05', '22008', '22007', '22003', '22P02', '22001'])
/** The SQLSTATE of a refused value, looked for through Drizzle's wrapping (`cause`). */
function refusedValueCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string' && refusedValueCodes.has(code)) return code
  }
  return undefined
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  // nosniff and no Referer on every answer; the app's HTML also gets its Content-Security-Policy (static.ts),
  // whose frame-ancestors 'none' X-Frame-Options repeats for older browsers.
  app.use('*', secureHeaders({ xContentTypeOptions: 'nosniff', referrerPolicy: 'no-referrer', xFrameOptions: 'DENY' }))
  app.use('*', ...compressAnswers())
  // The request's person and Idempotency-Key reach the history writer without every area passing them (docs/history.md).
  app.use('*', contextStorage())
  app.use('*', requestId)
  if (deps.log || deps.metrics) app.use('*', requestLog(deps.log, deps.metrics?.record))
  app.use('/api/*', answerInLocale)
  const limit = jsonLimit()
  // The image uploads set their own, larger limits on their routes; their areas declare them (kit/area.ts Upload).
  const uploadRoutes = uploadPaths(areas)
  const uploads = (path: string) => uploadRoutes.some((upload) => (upload.endsWith('/') ? path.startsWith(upload) : path === upload))
  app.use('/api/*', (c, next) => (uploads(c.req.path) ? next() : limit(c, next)))

  // Liveness, for load balancers and benchmarks: the process is up; answers without touching the database.
  app.get('/api/health', (c) => c.json({ status: true, message: 'ok' }))
  // Readiness: the database answers, migrated, the queue runs and no SIGTERM yet (docs/operations.md); 503 otherwise.
  const { ready, metrics } = deps
  // Prometheus text, for a scraper holding METRICS_TOKEN (404 without one set, 401 with another).
  if (metrics) app.get('/api/metrics', (c) => metrics.answer(c))
  if (ready)
    app.get('/api/ready', async (c) => {
      const report = await ready()
      c.header('Cache-Control', 'no-store')
      return c.json({ status: report.ready, message: report.ready ? 'ready' : 'unready', checks: report.checks }, report.ready ? 200 : 503)
    })
  // On the embedded database, the requests below take turns (kit/embedded-queue.ts); health and readiness above never
  // wait behind a list, nor does a live event stream, which holds its request open.
  if (runsEmbedded(deps.db)) {
    const queue = embeddedQueue()
    app.use('/api/*', (c, next) => (c.req.path === eventsPath ? next() : queue(c, next)))
  }
  // A request made with an API key is signed in here, before any route's own sign-in check (server/areas/api-keys).
  app.use('/api/*', apiKeySignIn(deps))
  // A list's large CSV export, and an import's commit started in the app, run as jobs when there is a queue
  // (server/kit/list-answer.ts, server/kit/import.ts, docs/areas/jobs.md).
  if (deps.jobs) {
    const startExport = exportStarter(deps.db, deps.jobs, deps.exportRows)
    const startImport = importStarter(deps.db, deps.jobs)
    app.use('/api/*', async (c, next) => {
      c.set('startExport', startExport)
      c.set('startImport', startImport)
      await next()
    })
  }
  app.route('/api/accounts', accountsRoutes({ ...deps, organisationCreated: organisationCreatedOf(areas) }))
  const areaDeps = { ...deps, tiles: areaTiles, search: areaSearch }
  for (const area of areas) for (const { prefix, routes } of area.mounts) app.route(prefix, routes(areaDeps))
  app.route(eventsPath, eventsRoutes(deps))
  // The OpenAPI document of every route above (and its own), read off app.routes on first ask.
  app.route('/', openApiRoutes(app))

  app.notFound((c) =>
    c.req.path.startsWith('/api/') || c.req.path === '/api' ? c.json({ status: false, message: notFound() }, 404) : c.text('Not found', 404),
  )
  app.onError((error, c) => {
    // The client closed the connection mid-request (see stopIfGone): nobody reads this answer, and it is no bug.
    if (error instanceof ClientGone) return new Response(null, { status: 499 })
    // HTTPExceptions are deliberate answers (malformed JSON, for one); anything else is a bug.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ status: false, message: error.message || invalidRequest() }, error.status as ContentfulStatusCode)
    }
    const code = refusedValueCode(error)
    if (code) {
      console.warn(`[invalid value] ${c.req.method} ${c.req.path}: PostgreSQL refused a value (${code}) the contract let through`)
      return c.json({ status: false, message: messages.invalid }, 400)
    }
    // The database restarted or ended the connection under the request: nothing of it was committed, so the client
    // sends it again (a write with its Idempotency-Key) once the database is back.
    if (connectionLost(error)) {
      console.warn(`[database] ${c.req.method} ${c.req.path} met a lost connection; answered 503`)
      c.header('Retry-After', String(restartRetryAfter))
      return c.json({ status: false, message: databaseRestarting() }, 503)
    }
    console.error(`[error] ${c.req.method} ${c.req.path}`, error)
    return c.json({ status: false, message: serverError() }, 500)
  })
  return app
}

export type App = ReturnType<typeof createApp>
