import * as v from 'valibot'
import { email } from './accounts'
import { requiredText, safeText } from './common'

// The sign-up and password-reset forms, apart from the sign-in contract (accounts.ts) so that /login's first download
// does not carry their schemas and messages.

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
