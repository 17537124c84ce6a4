import * as v from 'valibot'
import { email } from '.'
import { safeText } from '../common'
import * as m from '../../paraglide/m/security'

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

export const appCode = v.pipe(
  safeText(),
  v.trim(),
  v.regex(/^\d{6}$/, () => m.authenticatorCodeFormat()),
)
export const backupCode = v.pipe(
  safeText(),
  v.trim(),
  v.regex(/^[0-9a-fA-F]{5}-?[0-9a-fA-F]{5}$/, () => m.backupCodeFormat()),
)

/** One field for either (turning the app off): six digits are the app's code, anything else a backup code. */
export const appOrBackupCode = v.pipe(
  safeText(),
  v.trim(),
  v.regex(/^(\d{6}|[0-9a-fA-F]{5}-?[0-9a-fA-F]{5})$/, () => m.codeOrBackup()),
)
export const secondFactorOf = (typed: string) => (/^\d{6}$/.test(typed) ? { code: typed } : { backup_code: typed })

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

export const totpStateResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({ enabled: v.boolean(), backup_codes_left: v.number(), required: v.optional(v.boolean()) }),
})
export const totpSetupResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({ secret: v.string(), otpauth_url: v.string(), qr_code: v.string() }),
})
export const totpConfirmResponse = v.object({ status: v.boolean(), message: v.string(), data: v.object({ backup_codes: v.array(v.string()) }) })
