import * as v from 'valibot'
import { email } from '.'
import { requiredText, safeText } from '../common'
import * as m from '../../paraglide/m/auth'

// The sign-up and password-reset forms, apart from the sign-in contract (accounts.ts) so that /login's first download
// does not carry their schemas and messages.

export const signupBody = v.object({
  firstName: v.pipe(
    requiredText(() => m.enterFirstName()),
    v.maxLength(50, () => m.firstNameMax()),
  ),
  lastName: v.pipe(
    requiredText(() => m.enterLastName()),
    v.maxLength(50, () => m.lastNameMax()),
  ),
  email,
  phone: v.pipe(
    requiredText(() => m.enterPhone()),
    v.regex(/^(\+91)?[6-9]\d{9}$/, () => m.phoneInvalid()),
  ),
  password: v.pipe(
    safeText(),
    v.nonEmpty(() => m.enterNewPassword()),
    v.minLength(6, () => m.passwordMin6()),
    v.maxLength(50, () => m.passwordMax50()),
  ),
  city: v.pipe(
    v.string(),
    v.nonEmpty(() => m.selectCityError()),
    v.picklist(['hyd', 'delhi'], () => m.selectCityError()),
  ),
  address: v.pipe(
    requiredText(() => m.enterAddress()),
    v.maxLength(200, () => m.addressMax()),
  ),
})
export type SignupBody = v.InferInput<typeof signupBody>

/** Checked like the login email (docs/accounts.md#fields), so only an email address can ask for a code. */
export const forgotPasswordBody = v.object({ email })
export type ForgotPasswordBody = v.InferInput<typeof forgotPasswordBody>

const newPassword = v.pipe(
  safeText(),
  v.minLength(8, () => m.passwordMin8()),
  v.maxLength(50, () => m.passwordMax50()),
)
export const resetPasswordForm = v.pipe(
  v.object({ new_password: newPassword, confirm_new_password: newPassword }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_new_password']],
      (input) => input.new_password === input.confirm_new_password,
      () => m.passwordsDiffer(),
    ),
    ['confirm_new_password'],
  ),
)
export type ResetPasswordForm = v.InferInput<typeof resetPasswordForm>

/** set-password carries the one-time reset token that verify-reset-otp returned. */
export const setPasswordBody = v.pipe(
  v.object({ email, reset_token: v.pipe(safeText(), v.nonEmpty()), new_password: newPassword, confirm_new_password: newPassword }),
  v.forward(
    v.partialCheck(
      [['new_password'], ['confirm_new_password']],
      (input) => input.new_password === input.confirm_new_password,
      () => m.passwordsDiffer(),
    ),
    ['confirm_new_password'],
  ),
)
