import * as v from 'valibot'
import { email } from './accounts'
import { safeText } from './common'
import * as m from '../paraglide/m/security'

/**
 * The authenticator app (docs/accounts.md#authenticator-app): its setup on the account page, and the sign-in's second
 * factor for a person who has one (POST /api/accounts/verify-totp, instead of the SMS code).
 */
export const totpPaths = {
  state: '/api/accounts/totp',
  setup: '/api/accounts/totp/setup',
  confirm: '/api/accounts/totp/confirm',
  disable: '/api/accounts/totp/disable',
  verify: '/api/accounts/verify-totp',
} as const

const appCode = v.pipe(
  safeText(),
  v.trim(),
  v.regex(/^\d{6}$/, () => m.authenticatorCodeFormat()),
)
const backupCode = v.pipe(
  safeText(),
  v.trim(),
  v.regex(/^[0-9a-fA-F]{5}-?[0-9a-fA-F]{5}$/, () => m.backupCodeFormat()),
)

/** A code from the app, or (a lost phone) one of the backup codes. */
const secondFactor = {
  code: v.optional(appCode),
  backup_code: v.optional(backupCode),
}
const oneOfThem = <T extends { code?: string; backup_code?: string }>(input: T) => Boolean(input.code) !== Boolean(input.backup_code)

export const totpConfirmBody = v.object({ code: appCode })
export const totpCodeBody = v.pipe(
  v.object(secondFactor),
  v.check(oneOfThem, () => m.codeOrBackup()),
)
export const verifyTotpBody = v.pipe(
  v.object({ email, ...secondFactor }),
  v.check(oneOfThem, () => m.codeOrBackup()),
)
export type VerifyTotpBody = v.InferInput<typeof verifyTotpBody>
