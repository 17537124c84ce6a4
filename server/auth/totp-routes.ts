import { Hono } from 'hono'
import type { Context } from 'hono'
import { totpCodeBody, totpConfirmBody } from '../../src/contract/account/security'
import { fail } from '../kit/result'
import { failure } from '../kit/answer'
import type { AppEnv } from '../kit/types'
import { resourceRoutes } from '../kit/resource-routes'
import type { Db } from '../db/client'
import { requireAuth } from './middleware'
import { checkSecondFactor, confirmTotp, removeTotp, startTotp, totpState } from './totp'
import {
  totpAlreadyOn,
  totpDisabled,
  totpEnabled,
  totpLoaded,
  totpNotOn,
  totpRequiredByRole,
  totpStarted,
  wrongAuthenticatorCode,
} from '../../src/paraglide/m/security'

/**
 * /api/accounts/totp (docs/accounts.md#authenticator-app): the signed-in person's own authenticator app. GET its state;
 * POST /setup a new secret with its QR code (the secret is never answered again); POST /confirm a code from the app,
 * answered with the ten backup codes once; POST /disable with a code or a backup code. `limited` is the per-IP and
 * per-account limit of code checks, the SMS codes' own.
 */
export function totpRoutes(db: Db, key: Buffer, limited: (c: Context, email: string) => Promise<Response | null>, now?: () => Date) {
  const clock = () => now?.() ?? new Date()
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db)
    .get('/', {}, async (c) => {
      const required = (await c.get('role')())?.requireTotp ?? false
      return c.json({ status: true, message: totpLoaded(), data: { ...(await totpState(db, c.get('user').id)), required } })
    })
    .post('/setup', {}, async (c) => {
      // On already: a new setup would turn it off without a code (turn it off first, with one).
      if ((await totpState(db, c.get('user').id)).enabled) return failure(c, fail(409, totpAlreadyOn()))
      const data = await startTotp(db, key, c.get('user'))
      return c.json({ status: true, message: totpStarted(), data })
    })
    .post('/confirm', { json: totpConfirmBody }, async (c, { json }) => {
      const blocked = await limited(c, c.get('user').email)
      if (blocked) return blocked
      const codes = await confirmTotp(db, key, c.get('user').id, json.code, clock())
      if (!codes) return failure(c, fail(400, wrongAuthenticatorCode(), { errors: { code: [wrongAuthenticatorCode()] } }))
      return c.json({ status: true, message: totpEnabled(), data: { backup_codes: codes } })
    })
    .post('/disable', { json: totpCodeBody }, async (c, { json }) => {
      const blocked = await limited(c, c.get('user').email)
      if (blocked) return blocked
      if (!(await totpState(db, c.get('user').id)).enabled) return failure(c, fail(400, totpNotOn()))
      // A role that requires the app keeps it on (docs/accounts.md#authenticator-app).
      if ((await c.get('role')())?.requireTotp) return failure(c, fail(409, totpRequiredByRole()))
      if (!(await checkSecondFactor(db, key, c.get('user').id, json, clock()))) return failure(c, fail(400, wrongAuthenticatorCode()))
      await removeTotp(db, c.get('user').id)
      return c.json({ status: true, message: totpDisabled() })
    })
  return app
}
