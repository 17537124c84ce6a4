import { Hono } from 'hono'
import { canOpen, pathsForRole } from '../../../src/contract/permissions'
import { subscriberCsv } from '../../../src/contract/subscribers'
import { subscriberListQuery } from '../../../src/contract/subscribers-list'
import { answer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { listAnswer } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { found } from '../../kit/result'
import { getSubscriber, listSubscribers, subscriberNotFound } from './reads'

/** SPEC.md 7 "Subscribers", plus one subscriber by id for the detail view (README deviations). */
export function subscribersRoutes({ db }: AppDeps) {
  const area = requireArea('/subscribers')
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get('/get_erp_subscribers', area, validate('query', subscriberListQuery), async (c) => {
      const params = c.req.valid('query')
      const result = await listSubscribers(db, c.var.orgId, c.var.user.role, params, c.req.raw.signal)
      return listAnswer(c, params, result, 'Subscribers loaded', subscriberCsv)
    })
    .get('/get_erp_subscribers/:id', area, async (c) => {
      const { role } = c.var.user
      const withComplaints = canOpen(pathsForRole(role), '/complaints')
      const subscriber = await getSubscriber(db, c.var.orgId, role, c.req.param('id'), withComplaints)
      return answer(c, found(subscriber, subscriberNotFound), 'Subscriber loaded')
    })
}
