import { Hono } from 'hono'
import * as v from 'valibot'
import { and, eq } from 'drizzle-orm'
import { notificationCsv, notificationIdParam, notificationListQuery, pushSubscriptionBody, pushUnsubscribeBody } from '../../../src/contract/inbox'
import {
  inboxLoaded,
  markedAllRead,
  markedRead,
  notificationNotFound,
  pushKeyLoaded,
  pushOff,
  pushOn,
  settingsLoaded,
  settingsSaved,
  unreadLoaded,
} from '../../../src/paraglide/m/inbox'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { notificationSettingsSchema } from '../../../src/contract/inbox/notification-settings'
import { vapidKeys } from './push'
import { saveSettings, settingsOf } from './settings'
import { listNotifications, markAllRead, markRead, unreadCount } from './reads'
import { pushSubscriptions } from './schema'

const idParam = v.object({ id: notificationIdParam })

/** /api/notifications (docs/areas/inbox.md#api): the signed-in person's own notifications, whatever their role. */
export function inboxRoutes({ db, env }: AppDeps) {
  const app = new Hono<AppEnv>().use(requireAuth(db), requireArea('/inbox'))
  resourceRoutes(app, db)
    .list('/', notificationListQuery, (scope, params, signal) => listNotifications(db, scope.orgId, scope.userId, params, signal), notificationCsv, {
      says: inboxLoaded,
    })
    .get('/unread', {}, async (c) =>
      c.json({ status: true, message: unreadLoaded(), data: { unread: await unreadCount(db, c.get('orgId'), c.get('user').id) } }),
    )
    .post('/read-all', {}, async (c) => {
      const count = await markAllRead(db, c.get('orgId'), c.get('user').id)
      return c.json({ status: true, message: markedAllRead({ count }) })
    })
    .get('/settings', {}, async (c) => c.json({ status: true, message: settingsLoaded(), data: await settingsOf(db, c.get('user').id) }))
    .put('/settings', { json: notificationSettingsSchema }, async (c, { json }) => {
      await saveSettings(db, c.get('orgId'), c.get('user').id, json)
      return c.json({ status: true, message: settingsSaved(), data: await settingsOf(db, c.get('user').id) })
    })
    .get('/push/key', {}, async (c) => c.json({ status: true, message: pushKeyLoaded(), data: { public_key: (await vapidKeys(db, env)).publicKey } }))
    // A device's subscription is the person's who last turned push on there (a shared browser changes hands).
    .post('/push/subscriptions', { json: pushSubscriptionBody }, async (c, { json }) => {
      const { endpoint, keys } = json
      const owner = { org_id: c.get('orgId'), user_id: c.get('user').id, p256dh: keys.p256dh, auth: keys.auth }
      await db
        .insert(pushSubscriptions)
        .values({ endpoint, ...owner })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: owner })
      return c.json({ status: true, message: pushOn() }, 201)
    })
    .post('/push/unsubscribe', { json: pushUnsubscribeBody }, async (c, { json }) => {
      const { endpoint } = json
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.user_id, c.get('user').id)))
      return c.json({ status: true, message: pushOff() })
    })
    .post('/:id/read', { param: idParam }, async (c, { param }) => {
      if (!(await markRead(db, c.get('orgId'), c.get('user').id, param.id))) return c.json({ status: false, message: notificationNotFound() }, 404)
      return c.json({ status: true, message: markedRead() })
    })
  return app
}
