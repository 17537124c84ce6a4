import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { adCreateBody, adCsv, adListQuery, campaignCreateBody, campaignCsv, campaignListQuery, campaignNotFound } from '../../../../src/contract/ads'
import { canOpen } from '../../../../src/contract/permissions'
import { listAnswer } from '../../../kit/list-answer'
import { validate } from '../../../kit/validate'
import { ClientGone } from '../../../kit/list-query'
import type { Caller, WhoIs } from './caller'
import type { AdsDb } from './db/client'
import { campaignOptions, createAd, createCampaign, getCampaign, listAds, listCampaigns } from './campaigns'
import type { Created } from './campaigns'
import { adsStats } from './stats'

export type AdsDeps = { db: AdsDb; serviceName: string; apiToken: string; whoIs: WhoIs }
type AdsEnv = { Variables: { caller: Caller } }

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
    if (!name || !token) return c.json(refuse('The service name and API token headers are required.'), 401)
    if (name !== serviceName || !sameSecret(token, apiToken)) return c.json(refuse('The service name or API token is wrong.'), 403)
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    let caller: Caller | null
    try {
      caller = bearer ? await whoIs(bearer) : null
    } catch {
      return c.json(refuse('Sessions cannot be checked right now. Please try again.'), 503)
    }
    if (!caller) return c.json(refuse('Your session has expired. Please log in again.'), 401)
    c.set('caller', caller)
    await next()
  })

const requireArea = (area: '/ads' | '/campaigns') =>
  createMiddleware<AdsEnv>(async (c, next) => {
    if (!canOpen(c.var.caller.areas, area)) return c.json(refuse('You do not have permission to do this.'), 403)
    await next()
  })

/** An Idempotency-Key of 1 to 100 characters, or none. */
function keyOf(header: string | undefined): string | undefined | false {
  if (header === undefined) return undefined
  const key = header.trim()
  return key.length > 0 && key.length <= 100 ? key : false
}
const badKey = 'Idempotency-Key must be 1 to 100 characters.'

function answerCreated<Row>(c: Context, outcome: Created<Row>, message: string) {
  if ('errors' in outcome) {
    const first = Object.values(outcome.errors)[0]?.[0] ?? 'Invalid input'
    return c.json({ status: false, message: first, errors: outcome.errors }, 422)
  }
  return c.json({ status: true, message, data: outcome.row }, 201, outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {})
}

export function createAdsApp(deps: AdsDeps) {
  const { db } = deps
  const ads = requireArea('/ads')
  const campaigns = requireArea('/campaigns')
  // The ad form's campaign dropdown and the ads list's campaign filter.
  const either = createMiddleware<AdsEnv>(async (c, next) =>
    canOpen(c.var.caller.areas, '/ads') || canOpen(c.var.caller.areas, '/campaigns') ? next() : c.json(refuse('You do not have permission to do this.'), 403),
  )
  const app = new Hono<AdsEnv>()
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json(refuse('The request is too large (at most 64 KB).'), 413) }))
  app.use('*', requireCaller(deps))
  app.get('/campaigns-list', campaigns, validate('query', campaignListQuery), async (c) => {
    const params = c.req.valid('query')
    return listAnswer(c, params, await listCampaigns(db, c.var.caller.orgId, params), 'Campaigns loaded', campaignCsv)
  })
  app.get('/campaigns/:id', campaigns, async (c) => {
    const campaign = await getCampaign(db, c.var.caller.orgId, c.req.param('id'))
    return campaign ? c.json({ status: true, message: 'Campaign loaded', data: campaign }) : c.json(refuse(campaignNotFound), 404)
  })
  app.get('/campaign-options', either, async (c) => c.json({ status: true, message: 'Campaigns loaded', data: await campaignOptions(db, c.var.caller.orgId) }))
  app.post('/campaigns', campaigns, validate('json', campaignCreateBody), async (c) => {
    const key = keyOf(c.req.header('Idempotency-Key'))
    if (key === false) return c.json({ ...refuse(badKey), errors: { 'Idempotency-Key': [badKey] } }, 400)
    return answerCreated(c, await createCampaign(db, c.var.caller.orgId, c.req.valid('json'), key), 'Campaign created')
  })
  app.get('/ads-list', ads, validate('query', adListQuery), async (c) => {
    const params = c.req.valid('query')
    return listAnswer(c, params, await listAds(db, c.var.caller.orgId, params), 'Ads loaded', adCsv)
  })
  app.get('/dashboard-stats', either, async (c) => c.json({ status: true, message: 'Ads figures loaded', data: await adsStats(db, c.var.caller.orgId) }))
  app.post('/ads', ads, validate('json', adCreateBody), async (c) => {
    const key = keyOf(c.req.header('Idempotency-Key'))
    if (key === false) return c.json({ ...refuse(badKey), errors: { 'Idempotency-Key': [badKey] } }, 400)
    return answerCreated(c, await createAd(db, c.var.caller.orgId, c.req.valid('json'), key), 'Ad created')
  })
  app.notFound((c) => c.json(refuse('Not found.'), 404))
  app.onError((error, c) => {
    if (error instanceof ClientGone) return new Response(null, { status: 499 })
    if (error instanceof HTTPException && error.status < 500) return c.json(refuse(error.message || 'Invalid request.'), error.status as ContentfulStatusCode)
    console.error(`[ads error] ${c.req.method} ${c.req.path}`, error)
    return c.json(refuse('Something went wrong on our side. Please try again.'), 500)
  })
  return app
}
