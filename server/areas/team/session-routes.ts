import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { actionBody } from '../../../src/contract/team'
import { sessions } from '../../auth/schema'
import { requireAuth } from '../../auth/middleware'
import type { AppDeps, AppEnv } from '../../kit/types'
import { resourceRoutes } from '../../kit/resource-routes'
import { recordChange } from '../../kit/history'
import { statsChanged } from '../../kit/stats-cache'
import { liveSession, sessionsOf } from './reads'
import { endSessions, forgetSessionsOf, memberLabel } from './writes'
import { labelDevices, othersSignedOut, sessionEnded, sessionNotFound, sessionsLoaded } from '../../../src/paraglide/m/team'

const sessionParam = v.object({
  id: v.pipe(
    v.string(),
    v.uuid(() => sessionNotFound()),
  ),
})

/**
 * The signed-in person's own devices (docs/accounts.md#sessions), any role: list them, sign one out, or sign out every
 * other. A signed-out device's next request (or its live stream) meets a 401 saying it was signed out elsewhere.
 */
export function mySessionRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>().use('/sessions', requireAuth(db)).use('/sessions/*', requireAuth(db))
  resourceRoutes(app, db)
    .get('/sessions', {}, async (c) => c.json({ status: true, message: sessionsLoaded(), data: await sessionsOf(db, c.get('user').id, c.get('sessionId')) }))
    .post('/sessions/sign-out-others', { json: actionBody }, async (c) => {
      const user = c.get('user')
      await db.transaction(async (tx) => {
        const ended = await endSessions(tx, user.id, 'signed_out', c.get('sessionId'))
        if (ended === 0) return
        const label = memberLabel({ name: `${user.first_name} ${user.last_name}`.trim(), email: user.email })
        const changes = [{ field: 'device_count', label: labelDevices(), before: ended + 1, after: 1 }]
        await recordChange(tx, user.orgId, { type: 'member', id: user.id, label, action: 'signed_out', changes })
      })
      forgetSessionsOf(db, user.id)
      await statsChanged(db, user.orgId)
      return c.json({ status: true, message: othersSignedOut() })
    })
    .post('/sessions/:id/sign-out', { param: sessionParam, json: actionBody }, async (c, { param }) => {
      const user = c.get('user')
      const id = param.id
      const ended = await db.transaction(async (tx) => {
        const rows = await tx
          .update(sessions)
          .set({ revokedAt: new Date(), revokedReason: 'signed_out' })
          .where(and(eq(sessions.id, id), eq(sessions.userId, user.id), liveSession))
          .returning({ id: sessions.id })
        if (rows.length === 0) return false
        const label = memberLabel({ name: `${user.first_name} ${user.last_name}`.trim(), email: user.email })
        const changes = [{ field: 'session', label: labelDevices(), before: id, after: null }]
        await recordChange(tx, user.orgId, { type: 'member', id: user.id, label, action: 'signed_out', changes })
        return true
      })
      if (!ended) return c.json({ status: false, message: sessionNotFound() }, 404)
      forgetSessionsOf(db, user.id)
      await statsChanged(db, user.orgId)
      return c.json({ status: true, message: sessionEnded() })
    })
  return app
}
