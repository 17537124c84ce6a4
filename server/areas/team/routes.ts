import { Hono } from 'hono'
import type { Context } from 'hono'
import { actionBody, inviteBody, memberCsv, memberIdParam, memberListQuery, roleBody } from '../../../src/contract/team'
import { answer, failure } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { resourceRoutes } from '../../kit/resource-routes'
import { found } from '../../kit/result'
import type { AppDeps, AppEnv } from '../../kit/types'
import * as v from 'valibot'
import { getMember, listInvites, listMembers, sessionsOf } from './reads'
import { changeRole, setMemberStatus, signOutMember } from './writes'
import { createInvite, resendInvite, revokeInvite } from './invites'
import {
  inviteNotFound,
  inviteResent,
  inviteRevoked,
  inviteSent,
  invitesLoaded,
  memberDeactivated,
  memberLoaded,
  memberNotFound,
  memberReactivated,
  memberSignedOut,
  membersLoaded,
  roleChanged,
  sessionEnded,
  sessionNotFound,
  sessionsLoaded,
} from '../../../src/paraglide/m/team'

/** The app's address for links in messages: APP_URL, else the request's own origin. */
const appUrl = (c: Context, configured: string | undefined) => configured ?? new URL(c.req.url).origin

const idParam = v.object({ id: memberIdParam })
const sessionParam = v.object({
  id: memberIdParam,
  session: v.pipe(
    v.string(),
    v.uuid(() => sessionNotFound()),
  ),
})
const inviteParam = v.object({
  id: v.pipe(
    v.string(),
    v.uuid(() => inviteNotFound()),
  ),
})

/** Every /api/team/* path of docs/accounts.md#members: owner and manager (the '/team' screen). */
export function teamRoutes({ db, transport, env }: AppDeps) {
  const area = requireArea('/team')
  const sender = (c: Context) => ({ transport, baseUrl: appUrl(c, env.APP_URL) })
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db, { guard: area })
    .list('/members', memberListQuery, (scope, params, signal) => listMembers(db, scope.orgId, params, signal), memberCsv, { says: membersLoaded })
    .get('/members/:id', { param: idParam }, async (c, { param }) =>
      answer(c, found(await getMember(db, c.get('orgId'), param.id), memberNotFound()), memberLoaded()),
    )
    .get('/members/:id/sessions', { param: idParam }, async (c, { param }) => {
      const member = await getMember(db, c.get('orgId'), param.id)
      if (!member) return c.json({ status: false, message: memberNotFound() }, 404)
      return c.json({ status: true, message: sessionsLoaded(), data: await sessionsOf(db, member.id, c.get('sessionId')) })
    })
    .put('/members/:id/role', { param: idParam, json: roleBody }, async (c, { param, json }) =>
      answer(c, await changeRole(db, c.get('orgId'), c.get('user'), param.id, json.role), roleChanged()),
    )
    .post('/members/:id/deactivate', { param: idParam, json: actionBody }, async (c, { param }) =>
      answer(c, await setMemberStatus(db, c.get('orgId'), c.get('user'), param.id, false), memberDeactivated()),
    )
    .post('/members/:id/reactivate', { param: idParam, json: actionBody }, async (c, { param }) =>
      answer(c, await setMemberStatus(db, c.get('orgId'), c.get('user'), param.id, true), memberReactivated()),
    )
    .post('/members/:id/sign-out', { param: idParam, json: actionBody }, async (c, { param }) =>
      answer(c, await signOutMember(db, c.get('orgId'), c.get('user'), param.id), memberSignedOut()),
    )
    .post('/members/:id/sessions/:session/sign-out', { param: sessionParam, json: actionBody }, async (c, { param }) => {
      const { id, session } = param
      return answer(c, await signOutMember(db, c.get('orgId'), c.get('user'), id, session), sessionEnded())
    })
    .get('/invites', {}, async (c) => c.json({ status: true, message: invitesLoaded(), data: await listInvites(db, c.get('orgId')) }))
    .post('/invites', { keyed: true, json: inviteBody }, async (c, { json }) => {
      const result = await createInvite(db, sender(c), c.get('user'), json)
      return result.ok ? c.json({ status: true, message: inviteSent({ email: json.email }), data: result.data }, 201) : failure(c, result)
    })
    .post('/invites/:id/resend', { param: inviteParam, json: actionBody }, async (c, { param }) => {
      const result = await resendInvite(db, sender(c), c.get('user'), param.id)
      return result.ok ? c.json({ status: true, message: inviteResent({ email: result.data.email }), data: result.data }) : failure(c, result)
    })
    .post('/invites/:id/revoke', { param: inviteParam, json: actionBody }, async (c, { param }) =>
      answer(c, await revokeInvite(db, c.get('user'), param.id), inviteRevoked()),
    )
  return app
}
