import * as v from 'valibot'
import { requiredText, safeText } from '../common'
import { locales } from '../i18n/locale'
import * as m from '../../paraglide/m/auth'

/** The cities the business runs in; their names in the language of the moment (the server's: the request's). */
export const cities = [
  {
    get label() {
      return m.cityHyderabad()
    },
    value: 'hyd',
  },
  {
    get label() {
      return m.cityDelhi()
    },
    value: 'delhi',
  },
] as const
export type City = (typeof cities)[number]['value']

/** The email of every accounts form: trimmed, no spaces, lower-cased. */
export const email = v.pipe(
  requiredText(() => m.enterEmail()),
  v.regex(/^\S*$/, () => m.emailNoSpaces()),
  v.email(() => m.emailInvalid()),
  v.toLowerCase(),
)

export const loginBody = v.object({
  email,
  password: v.pipe(
    safeText(),
    v.nonEmpty(() => m.enterPassword()),
  ),
})
export type LoginBody = v.InferInput<typeof loginBody>

const otpField = v.pipe(
  safeText(),
  v.trim(),
  v.nonEmpty(() => m.enterOtp()),
  v.regex(/^\d+$/, () => m.otpDigits()),
)
export const otpForm = v.object({ otp: otpField })
export type OtpForm = v.InferInput<typeof otpForm>

/** SMS code after login or sign-up; email identifies the pending sign-in. */
export const verifyOtpBody = v.object({ email, otp: otpField })
/** `channel`: email sends the sign-in code to the account's address instead (when the SMS provider refused it). */
export const resendOtpBody = v.object({ email, channel: v.optional(v.picklist(['sms', 'email'])) })
/** GET /api/accounts/delivery/:id: the job a queued code went out as (the login and resend answers name it). */
export const deliveryParams = v.object({ id: v.pipe(v.string(), v.uuid()) })
/** The login and resend answers: where the code went (masked) and, when it was queued, the job to ask about. */
/** A person with an authenticator app gets `second_factor: 'totp'` instead (no code sent) and whether SMS may stand in. */
export const codeSentResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  sent_to: v.optional(v.string()),
  delivery: v.optional(v.string()),
  second_factor: v.optional(v.literal('totp')),
  sms_fallback: v.optional(v.boolean()),
})
export const deliveryResponse = v.object({ status: v.boolean(), state: v.picklist(['queued', 'sent', 'failed']) })
/** Email code of the password reset. */
export const verifyResetOtpBody = v.object({ email, otp: otpField })

export const userSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.string(),
  role: v.string(),
  city: v.string(),
  /** The language the person reads the app in; answers cached before it existed read as English. */
  language: v.optional(v.picklist(locales), 'en'),
})
export type User = v.InferOutput<typeof userSchema>

/** PUT api/my_accounts/language (an addition, docs/areas/account.md#api): the person's language, kept for every device. */
export const languageBody = v.object({ language: v.picklist(locales, () => m.pickLanguage()) })
export type LanguageBody = v.InferOutput<typeof languageBody>

export const verifyOtpResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  token: v.string(),
  data: v.object({ user: userSchema, erp_org_name: v.string(), erp_org_image: v.nullable(v.string()) }),
  /** The role requires an authenticator app the person has not set up: the session opens only its setup until then. */
  totp_setup_required: v.optional(v.boolean()),
})
export type VerifyOtpResponse = v.InferOutput<typeof verifyOtpResponse>

export const verifyResetOtpResponse = v.object({ status: v.boolean(), message: v.string(), reset_token: v.string() })

/** A role's grants: screen path → 'view' (read only) or 'change' (docs/accounts.md#permissions). */
const grantsSchema = v.record(v.string(), v.picklist(['view', 'change']))
/** `grants`: what the role may do on each path (absent from a server before roles were data: every path 'change'). */
export const permissionsResponse = v.object({ status: v.boolean(), message: v.string(), permissions: v.array(v.string()), grants: v.optional(grantsSchema) })
export type PermissionsResponse = v.InferOutput<typeof permissionsResponse>

export const organisationSchema = v.object({
  id: v.string(),
  name: v.string(),
  image: v.nullable(v.string()),
  city: v.string(),
  address: v.string(),
  created_at: v.string(),
})
export type Organisation = v.InferOutput<typeof organisationSchema>

export const erpUserResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  data: v.object({
    erp_org_name: v.string(),
    erp_org_image: v.nullable(v.string()),
    organisation: organisationSchema,
    user: userSchema,
    /** The person's role: its key, its name in the reader's language and its grants. */
    role: v.optional(v.object({ key: v.string(), name: v.string(), builtin: v.boolean(), grants: grantsSchema, require_totp: v.optional(v.boolean()) })),
  }),
})
export type ErpUserResponse = v.InferOutput<typeof erpUserResponse>

/** The accounts API (docs/accounts.md#api and docs/areas/account.md#api): the one place its paths are spelled. */
export const accountPaths = {
  signup: '/api/accounts/signup',
  login: '/api/accounts/login',
  verifyOtp: '/api/accounts/verify-otp',
  resendOtp: '/api/accounts/resend_otp',
  sendResetOtp: '/api/accounts/send-reset-otp',
  verifyResetOtp: '/api/accounts/verify-reset-otp',
  setPassword: '/api/accounts/set-password',
  logout: '/api/accounts/logout',
  /** Where a queued code stands: queued, sent or failed (an addition, docs/accounts.md). */
  delivery: '/api/accounts/delivery',
  /** The caller's permissions (the route paths it may open). */
  permissions: '/api/accounts/get_urls',
  /** The signed-in user's organisation. */
  erpUser: '/api/my_accounts/get_erp_user',
  /** The signed-in person's language. */
  language: '/api/my_accounts/language',
} as const
