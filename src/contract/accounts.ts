import * as v from 'valibot'
import { requiredText, safeText } from './common'

export const cities = [
  { label: 'Hyderabad', value: 'hyd' },
  { label: 'Delhi', value: 'delhi' },
] as const
export type City = (typeof cities)[number]['value']

const email = v.pipe(
  requiredText('Please enter email address'),
  v.regex(/^\S*$/, 'Email must not contain spaces'),
  v.email('Invalid email format'),
  v.toLowerCase(),
)

export const loginBody = v.object({
  email,
  password: v.pipe(safeText(), v.nonEmpty('Please enter password')),
})
export type LoginBody = v.InferInput<typeof loginBody>

export const signupBody = v.object({
  firstName: v.pipe(requiredText('Please enter first name'), v.maxLength(50, 'First name must be at most 50 characters')),
  lastName: v.pipe(requiredText('Please enter last name'), v.maxLength(50, 'Last name must be at most 50 characters')),
  email,
  phone: v.pipe(requiredText('Please enter phone number'), v.regex(/^(\+91)?[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number')),
  password: v.pipe(
    safeText(),
    v.nonEmpty('Please enter a password'),
    v.minLength(6, 'Password must be at least 6 characters'),
    v.maxLength(50, 'Password must be at most 50 characters'),
  ),
  city: v.pipe(v.string(), v.nonEmpty('Please select a city'), v.picklist(['hyd', 'delhi'], 'Please select a city')),
  address: v.pipe(requiredText('Please enter address'), v.maxLength(200, 'Address must be at most 200 characters')),
})
export type SignupBody = v.InferInput<typeof signupBody>

/** Checked like the login email (docs/accounts.md#fields), so only an email address can ask for a code. */
export const forgotPasswordBody = v.object({ email })
export type ForgotPasswordBody = v.InferInput<typeof forgotPasswordBody>

const otpField = v.pipe(safeText(), v.trim(), v.nonEmpty('Please enter OTP'), v.regex(/^\d+$/, 'OTP must contain numbers only'))
export const otpForm = v.object({ otp: otpField })
export type OtpForm = v.InferInput<typeof otpForm>

/** SMS code after login or sign-up; email identifies the pending sign-in. */
export const verifyOtpBody = v.object({ email, otp: otpField })
export const resendOtpBody = v.object({ email })
/** Email code of the password reset. */
export const verifyResetOtpBody = v.object({ email, otp: otpField })

const newPassword = v.pipe(safeText(), v.minLength(8, 'Password must be at least 8 characters'), v.maxLength(50, 'Password must be at most 50 characters'))
export const resetPasswordForm = v.pipe(
  v.object({ new_password: newPassword, confirm_new_password: newPassword }),
  v.forward(
    v.partialCheck([['new_password'], ['confirm_new_password']], (input) => input.new_password === input.confirm_new_password, 'Passwords do not match'),
    ['confirm_new_password'],
  ),
)
export type ResetPasswordForm = v.InferInput<typeof resetPasswordForm>

/** set-password carries the one-time reset token that verify-reset-otp returned. */
export const setPasswordBody = v.pipe(
  v.object({ email, reset_token: v.pipe(safeText(), v.nonEmpty()), new_password: newPassword, confirm_new_password: newPassword }),
  v.forward(
    v.partialCheck([['new_password'], ['confirm_new_password']], (input) => input.new_password === input.confirm_new_password, 'Passwords do not match'),
    ['confirm_new_password'],
  ),
)

export const userSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.string(),
  role: v.string(),
  city: v.string(),
})
export type User = v.InferOutput<typeof userSchema>

export const verifyOtpResponse = v.object({
  status: v.boolean(),
  message: v.string(),
  token: v.string(),
  data: v.object({ user: userSchema, erp_org_name: v.string(), erp_org_image: v.nullable(v.string()) }),
})
export type VerifyOtpResponse = v.InferOutput<typeof verifyOtpResponse>

export const verifyResetOtpResponse = v.object({ status: v.boolean(), message: v.string(), reset_token: v.string() })

export const permissionsResponse = v.object({ status: v.boolean(), message: v.string(), permissions: v.array(v.string()) })
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
  /** The caller's permissions (the route paths it may open). */
  permissions: '/api/accounts/get_urls',
  /** The signed-in user's organisation. */
  erpUser: '/api/my_accounts/get_erp_user',
} as const
