import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { contextStorage } from 'hono/context-storage'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { adCreateBody, adCsv, adListQuery, campaignCreateBody, campaignCsv, campaignListQuery } from '../../../../src/contract/ads'
import { adCreated, adsFiguresLoaded, campaignCreated, campaignLoaded, campaignNotFound, campaignsLoaded } from '../../../../src/paraglide/m/ads'
import { historyRecordTypes, recordHistoryQuery } from '../../../../src/contract/history'
import { allowsCall, canOpen, writes } from '../../../../src/contract/permissions'
import { failure } from '../../../kit/answer'
import { jsonLimit } from '../../../kit/body-limit'
import { answerInLocale } from '../../../kit/locale'
import { requestId } from '../../../kit/request-id'
import { badKeyAnswer, idempotencyKeyOf } from '../../../kit/idempotency-key'
import { resourceRoutes } from '../../../kit/resource-routes'
import { ClientGone, isUuid } from '../../../kit/list-query'
import type { Saved } from '../../../kit/result'
import type { Caller, Person, WhoIs } from './caller'
import type { AdsDb } from './db/client'
import { campaignOptions, createAd, createCampaign, getCampaign, listAds, listCampaigns } from './campaigns'
import { historyCsv } from '../../../platform/history'
import { adsHistoryTypes, listAdsHistory } from './history'
import type { AdsHistoryType } from './history'
import { adsStats } from './stats'
import { recordNotFound, unknownType } from '../../../../src/paraglide/m/history'
import {
  adsHeadersMissing,
  adsLoaded,
  adsTokenWrong,
  forbidden,
  historyLoaded,
  invalidRequest,
  notFound,
  serverError,
  sessionExpired,
  sessionsUnchecked,
} from '../../../../src/paraglide/m/server'

export type AdsDeps = { db: AdsDb; serviceName: string; apiToken: string; whoIs: WhoIs }
/**
 * `user` and `idempotencyKey` under the names the history writer reads through Hono's context storage
 * (server/kit/history.ts): the entry names the person the main API says the token is.
 */
type AdsEnv = { Variables: { caller: Caller; user: Person; idempotencyKey?: string } }

const serviceNameHeader = 'x-service-name'
const apiTokenHeader = 'x-api-token'

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
const refuse = (message: string) => ({ status: false, message })

/**
 * The service's door: the service name and the fixed token say an allowed application is calling (missing 401,
 * wrong 403); the caller's own bearer token, checked with the main API, says which organisation and role is asking.
 */
const requireCaller = ({ serviceName, apiToken, whoIs }: AdsDeps) =>
  createMiddleware<AdsEnv>(async (c, next) => {
    const name = c.req.header(serviceNameHeader)
    const token = c.req.header(apiTokenHeader)
    if (!name || !token) return c.json(refuse(adsHeadersMissing()), 401)
    if (name !== serviceName || !sameSecret(token, apiToken)) return c.json(refuse(adsTokenWrong()), 403)
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    let caller: Caller | null
    try {
      caller = bearer ? await whoIs(bearer) : null
    } catch {
      return c.json(refuse(sessionsUnchecked()), 503)
    }
    if (!caller) return c.json(refuse(sessionExpired()), 401)
    c.set('caller', caller)
    c.set('user', caller.user)
    await next()
  })

const requireArea = (area: '/ads' | '/campaigns') =>
  createMiddleware<AdsEnv>(async (c, next) => {
    // To read, any grant of the area; to write, its 'change' (docs/accounts.md#permissions).
    if (!allowsCall(c.get('caller').grants, [area], writes(c.req.method, c.req.path))) return c.json(refuse(forbidden()), 403)
    await next()
  })

/** The kit's answer to a create (201 with the record, or the refusal), marked when an earlier request with the key made it. */
function answerCreated<Row>(c: Context, outcome: Saved<Row> & { replayed?: boolean }, message: string) {
  if (!outcome.ok) return failure(c, outcome)
  return c.json({ status: true, message, data: outcome.data }, 201, outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {})
}

export function createAdsApp(deps: AdsDeps) {
  const { db } = deps
  const ads = requireArea('/ads')
  const campaigns = requireArea('/campaigns')
  // The ad form's campaign dropdown and the ads list's campaign filter.
  const either = createMiddleware<AdsEnv>(async (c, next) =>
    canOpen(c.get('caller').areas, '/ads') || canOpen(c.get('caller').areas, '/campaigns') ? next() : c.json(refuse(forbidden()), 403),
  )
  // A record's history: a type the service keeps (400), a screen the caller may open (403), an id (404).
  const historyGuard = createMiddleware<AdsEnv>(async (c, next) => {
    const type = c.req.param('type') ?? ''
    if (!adsHistoryTypes.includes(type as AdsHistoryType)) return c.json(refuse(unknownType()), 400)
    if (!canOpen(c.get('caller').areas, historyRecordTypes[type as AdsHistoryType].screen)) return c.json(refuse(forbidden()), 403)
    if (!isUuid(c.req.param('id') ?? '')) return c.json(refuse(recordNotFound()), 404)
    await next()
  })
  const app = new Hono<AdsEnv>()
  app.use('*', contextStorage())
  app.use('*', requestId)
  app.use('*', answerInLocale)
  app.use('*', jsonLimit())
  app.use('*', requireCaller(deps))
  // The service's own context (AdsEnv) and no main database: plain verbs and lists read by the request, each create
  // reading its Idempotency-Key itself (the history entry names it; the service keeps no stored answers).
  resourceRoutes(app)
    .list('/campaigns-list', campaignListQuery, null, campaignCsv, {
      guard: campaigns,
      says: campaignsLoaded,
      answer: (c, params, signal) => listCampaigns(db, c.get('caller').orgId, params, signal),
    })
    .get('/campaigns/:id', { guard: campaigns }, async (c) => {
      const campaign = await getCampaign(db, c.get('caller').orgId, c.req.param('id'))
      return campaign ? c.json({ status: true, message: campaignLoaded(), data: campaign }) : c.json(refuse(campaignNotFound()), 404)
    })
    .get('/campaign-options', { guard: either }, async (c) =>
      c.json({ status: true, message: campaignsLoaded(), data: await campaignOptions(db, c.get('caller').orgId) }),
    )
    .post('/campaigns', { guard: campaigns, json: campaignCreateBody }, async (c, { json }) => {
      const key = idempotencyKeyOf(c.req.header('Idempotency-Key'))
      if (key === false) return badKeyAnswer(c)
      if (key) c.set('idempotencyKey', key)
      return answerCreated(c, await createCampaign(db, c.get('caller').orgId, json, key), campaignCreated())
    })
    .list('/ads-list', adListQuery, null, adCsv, {
      guard: ads,
      says: adsLoaded,
      answer: (c, params, signal) => listAds(db, c.get('caller').orgId, params, signal),
    })
    .get('/dashboard-stats', { guard: either }, async (c) =>
      c.json({ status: true, message: adsFiguresLoaded(), data: await adsStats(db, c.get('caller').orgId) }),
    )
    .post('/ads', { guard: ads, json: adCreateBody }, async (c, { json }) => {
      const key = idempotencyKeyOf(c.req.header('Idempotency-Key'))
      if (key === false) return badKeyAnswer(c)
      if (key) c.set('idempotencyKey', key)
      return answerCreated(c, await createAd(db, c.get('caller').orgId, json, key), adCreated())
    })
    // A campaign's or ad's history (docs/history.md#the-ads-service), answered as the main API's GET /api/history/:type/:id.
    .list('/history/:type/:id', recordHistoryQuery, null, historyCsv, {
      guard: historyGuard,
      says: historyLoaded,
      answer: (c, params, signal) =>
        listAdsHistory(db, c.get('caller').orgId, { type: c.req.param('type') as AdsHistoryType, id: c.req.param('id') ?? '' }, params, signal),
    })
  app.notFound((c) => c.json(refuse(notFound()), 404))
  app.onError((error, c) => {
    if (error instanceof ClientGone) return new Response(null, { status: 499 })
    if (error instanceof HTTPException && error.status < 500) return c.json(refuse(error.message || invalidRequest()), error.status as ContentfulStatusCode)
    console.error(`[ads error] ${c.req.method} ${c.req.path}`, error)
    return c.json(refuse(serverError()), 500)
  })
  return app
}
