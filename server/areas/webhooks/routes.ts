import { Hono } from 'hono'
import type { MiddlewareHandler } from 'hono'
import {
  webhookAttemptCsv,
  webhookAttemptListQuery,
  webhookCsv,
  webhookDeliveryParam,
  webhookEndpointBody,
  webhookIdParam,
  webhookListQuery,
} from '../../../src/contract/webhooks'
import {
  attemptsLoaded,
  deliveryNotFound,
  endpointCreated,
  endpointDeleted,
  endpointLoaded,
  endpointNotFound,
  endpointSaved,
  endpointsLoaded,
  queueOff,
  replayQueued,
  secretRotated,
  testQueued,
  urlNotHttps,
  urlPrivate,
} from '../../../src/paraglide/m/webhooks'
import { requireArea, requireAuth } from '../../auth/middleware'
import { totpKey } from '../../auth/totp-key'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { replayDelivery, sendTestEvent } from './deliveries'
import { createEndpoint, deleteEndpoint, deliveryOf, endpointOf, listAttempts, listEndpoints, rotateSecret, updateEndpoint } from './endpoints'
import { urlProblem } from './ssrf'

const refuse = (field: string, message: string) => ({ status: false, message, errors: { [field]: [message] } }) as const

/**
 * /api/webhooks: the organisation's endpoints (the '/webhooks' screen, the owner's): list, create (its secret answered
 * once), read, replace, delete; an endpoint's delivery log, a test event, replaying a delivery, and rotating its secret
 * (the new one answered once).
 */
export function webhookRoutes({ db, env, jobs }: AppDeps) {
  const allowPrivate = () => env.WEBHOOK_ALLOW_PRIVATE
  const urlRefusal = (url: string) => {
    const problem = urlProblem(url, allowPrivate())
    return problem && refuse('url', problem === 'scheme' ? urlNotHttps() : urlPrivate())
  }
  const notFound = () => ({ status: false, message: endpointNotFound() }) as const
  const noQueue = () => ({ status: false, message: queueOff() }) as const
  // An endpoint's attempts are listed only when its id is valid (first) and it is the organisation's.
  const endpointExists: MiddlewareHandler<AppEnv> = async (c, next) =>
    (await endpointOf(db, c.get('orgId'), (c.req.valid as (part: 'param') => { id: string })('param').id)) ? next() : c.json(notFound(), 404)
  const app = new Hono<AppEnv>().use(requireAuth(db), requireArea('/webhooks'))
  resourceRoutes(app, db)
    .list('/', webhookListQuery, (scope, params, signal) => listEndpoints(db, scope.orgId, params, signal), webhookCsv, { says: endpointsLoaded })
    .post('/', { json: webhookEndpointBody }, async (c, { json }) => {
      const body = json
      const refusal = urlRefusal(body.url)
      if (refusal) return c.json(refusal, 400)
      const { id, secret } = await createEndpoint(db, totpKey(env), c.get('orgId'), c.get('user').id, body)
      const endpoint = await endpointOf(db, c.get('orgId'), id)
      return c.json({ status: true, message: endpointCreated(), data: { ...endpoint!, secret } }, 201)
    })
    .get('/:id', { param: webhookIdParam }, async (c, { param }) => {
      const endpoint = await endpointOf(db, c.get('orgId'), param.id)
      if (!endpoint) return c.json(notFound(), 404)
      return c.json({ status: true, message: endpointLoaded(), data: endpoint })
    })
    .put('/:id', { param: webhookIdParam, json: webhookEndpointBody }, async (c, { param, json }) => {
      const { id } = param
      const body = json
      const refusal = urlRefusal(body.url)
      if (refusal) return c.json(refusal, 400)
      if (!(await updateEndpoint(db, c.get('orgId'), id, body))) return c.json(notFound(), 404)
      return c.json({ status: true, message: endpointSaved(), data: await endpointOf(db, c.get('orgId'), id) })
    })
    .delete('/:id', { param: webhookIdParam }, async (c, { param }) => {
      if (!(await deleteEndpoint(db, c.get('orgId'), param.id))) return c.json(notFound(), 404)
      return c.json({ status: true, message: endpointDeleted() })
    })
    // Its worker reads the endpoint of the export's own path (checked when the export was asked).
    .list(
      '/:id/attempts',
      webhookAttemptListQuery,
      (scope, params, signal) => listAttempts(db, scope.orgId, { ...params, endpoint: scope.path.id ?? '' }, signal),
      webhookAttemptCsv,
      { guard: [validate('param', webhookIdParam) as unknown as MiddlewareHandler<AppEnv>, endpointExists], says: attemptsLoaded, name: 'webhook-attempts' },
    )
    .post('/:id/test', { param: webhookIdParam }, async (c, { param }) => {
      const endpoint = await endpointOf(db, c.get('orgId'), param.id)
      if (!endpoint) return c.json(notFound(), 404)
      if (!jobs) return c.json(noQueue(), 503)
      const id = await sendTestEvent(db, jobs, c.get('orgId'), endpoint.id)
      return c.json({ status: true, message: testQueued(), data: await deliveryOf(db, c.get('orgId'), endpoint.id, id) }, 202)
    })
    .post('/:id/rotate-secret', { param: webhookIdParam }, async (c, { param }) => {
      const { id } = param
      const secret = await rotateSecret(db, totpKey(env), c.get('orgId'), id)
      if (!secret) return c.json(notFound(), 404)
      return c.json({ status: true, message: secretRotated(), data: { ...(await endpointOf(db, c.get('orgId'), id))!, secret } })
    })
    .post('/:id/deliveries/:delivery/replay', { param: webhookDeliveryParam }, async (c, { param }) => {
      const { id, delivery } = param
      const found = await deliveryOf(db, c.get('orgId'), id, delivery)
      if (!found) return c.json({ status: false, message: deliveryNotFound() }, 404)
      if (!jobs) return c.json(noQueue(), 503)
      await replayDelivery(db, jobs, found.id)
      return c.json({ status: true, message: replayQueued(), data: await deliveryOf(db, c.get('orgId'), id, delivery) }, 202)
    })
  return app
}
