import { Hono } from 'hono'
import type { Context } from 'hono'
import { actionBody, inviteBody, memberCsv, memberIdParam, memberListQuery, roleBody } from '../../../src/contract/team'
import { answer, failure } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { idempotent } from '../../kit/idempotent'
import { exportableList } from '../../kit/list-answer'
import { found } from '../../kit/result'
import type { AppDeps, AppEnv } from '../../kit/types'
import { validate } from '../../kit/validate'
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
  return new Hono<AppEnv>()
    .use(requireAuth(db))
    .get(
      '/members',
      area,
      exportableList('team', memberListQuery, membersLoaded, memberCsv, (scope, params, signal) => listMembers(db, scope.orgId, params, signal)),
    )
    .get('/members/:id', area, validate('param', idParam), async (c) =>
      answer(c, found(await getMember(db, c.var.orgId, c.req.valid('param').id), memberNotFound()), memberLoaded()),
    )
    .get('/members/:id/sessions', area, validate('param', idParam), async (c) => {
      const member = await getMember(db, c.var.orgId, c.req.valid('param').id)
      if (!member) return c.json({ status: false, message: memberNotFound() }, 404)
      return c.json({ status: true, message: sessionsLoaded(), data: await sessionsOf(db, member.id, c.var.sessionId) })
    })
    .put('/members/:id/role', area, validate('param', idParam), validate('json', roleBody), async (c) =>
      answer(c, await changeRole(db, c.var.orgId, c.var.user, c.req.valid('param').id, c.req.valid('json').role), roleChanged()),
    )
    .post('/members/:id/deactivate', area, validate('param', idParam), validate('json', actionBody), async (c) =>
      answer(c, await setMemberStatus(db, c.var.orgId, c.var.user, c.req.valid('param').id, false), memberDeactivated()),
    )
    .post('/members/:id/reactivate', area, validate('param', idParam), validate('json', actionBody), async (c) =>
      answer(c, await setMemberStatus(db, c.var.orgId, c.var.user, c.req.valid('param').id, true), memberReactivated()),
    )
    .post('/members/:id/sign-out', area, validate('param', idParam), validate('json', actionBody), async (c) =>
      answer(c, await signOutMember(db, c.var.orgId, c.var.user, c.req.valid('param').id), memberSignedOut()),
    )
    .post('/members/:id/sessions/:session/sign-out', area, validate('param', sessionParam), validate('json', actionBody), async (c) => {
      const { id, session } = c.req.valid('param')
      return answer(c, await signOutMember(db, c.var.orgId, c.var.user, id, session), sessionEnded())
    })
    .get('/invites', area, async (c) => c.json({ status: true, message: invitesLoaded(), data: await listInvites(db, c.var.orgId) }))
    .post('/invites', area, idempotent(db), validate('json', inviteBody), async (c) => {
      const body = c.req.valid('json')
      const result = await createInvite(db, sender(c), c.var.user, body)
      return result.ok ? c.json({ status: true, message: inviteSent({ email: body.email }), data: result.data }, 201) : failure(c, result)
    })
    .post('/invites/:id/resend', area, validate('param', inviteParam), validate('json', actionBody), async (c) => {
      const result = await resendInvite(db, sender(c), c.var.user, c.req.valid('param').id)
      return result.ok ? c.json({ status: true, message: inviteResent({ email: result.data.email }), data: result.data }) : failure(c, result)
    })
    .post('/invites/:id/revoke', area, validate('param', inviteParam), validate('json', actionBody), async (c) =>
      answer(c, await revokeInvite(db, c.var.user, c.req.valid('param').id), inviteRevoked()),
    )
}
