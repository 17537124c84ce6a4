import { Hono } from 'hono'
import * as v from 'valibot'
import { notificationCsv, notificationIdParam, notificationListQuery } from '../../../src/contract/inbox'
import { inboxLoaded, markedAllRead, markedRead, notificationNotFound, unreadLoaded } from '../../../src/paraglide/m/inbox'
import { requireArea, requireAuth } from '../../auth/middleware'
import { listRoute } from '../../kit/list-answer'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
import { listNotifications, markAllRead, markRead, unreadCount } from './reads'

const idParam = v.object({ id: notificationIdParam })

/** /api/notifications (docs/areas/inbox.md#api): the signed-in person's own notifications, whatever their role. */
export function inboxRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(db), requireArea('/inbox'))
    .get(
      '/',
      listRoute(notificationListQuery, inboxLoaded, notificationCsv, (c, params, signal) => listNotifications(db, c.var.orgId, c.var.user.id, params, signal)),
    )
    .get('/unread', async (c) => c.json({ status: true, message: unreadLoaded(), data: { unread: await unreadCount(db, c.var.orgId, c.var.user.id) } }))
    .post('/read-all', async (c) => {
      const count = await markAllRead(db, c.var.orgId, c.var.user.id)
      return c.json({ status: true, message: markedAllRead({ count }) })
    })
    .post('/:id/read', validate('param', idParam), async (c) => {
      if (!(await markRead(db, c.var.orgId, c.var.user.id, c.req.valid('param').id))) return c.json({ status: false, message: notificationNotFound() }, 404)
      return c.json({ status: true, message: markedRead() })
    })
}
