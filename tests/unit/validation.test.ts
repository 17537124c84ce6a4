import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loginBody, otpForm } from '../../src/contract/account'
import { forgotPasswordBody, resetPasswordForm, signupBody } from '../../src/contract/account/forms'
import { firstErrors, toFieldErrors } from '../../src/contract/common'

/** The first message per field, as a form shows it. */
function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  return result.success ? {} : firstErrors(result.issues)
}

const validSignup = {
  firstName: 'Kesar Lifestyle',
  lastName: 'Aarav Mehta',
  email: 'a@b.in',
  phone: '9876543210',
  password: 'secret1',
  city: 'hyd',
  address: '12 MG Road, Hyderabad',
}

describe('login (docs/accounts.md#fields)', () => {
  it('asks for the email and the password', () => {
    expect(errorsOf(loginBody, { email: '   ', password: '' })).toEqual({ email: 'Please enter email address', password: 'Please enter password' })
  })
  it('rejects a malformed email', () => {
    expect(errorsOf(loginBody, { email: 'not-an-email', password: 'x' }).email).toBe('Invalid email format')
  })
  it('rejects spaces inside the email', () => {
    expect(errorsOf(loginBody, { email: 'a b@c.in', password: 'x' }).email).toBe('Email must not contain spaces')
  })
  it('trims the email before checking it', () => {
    const parsed = v.parse(loginBody, { email: '  Owner@Kesar.Example ', password: 'x' })
    expect(parsed.email).toBe('owner@kesar.example')
  })
})

describe('sign-up (docs/accounts.md#fields)', () => {
  it('names every missing field', () => {
    expect(errorsOf(signupBody, { firstName: ' ', lastName: '', email: '', phone: '9876543210', password: '', city: '', address: '  ' })).toEqual({
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      email: 'Please enter email address',
      password: 'Please enter a password',
      city: 'Please select a city',
      address: 'Please enter address',
    })
  })
  it('caps names at 50, password at 6 to 50 and address at 200 characters', () => {
    const long = { ...validSignup, firstName: 'a'.repeat(51), lastName: 'b'.repeat(51), password: 'p'.repeat(51), address: 'c'.repeat(201) }
    expect(errorsOf(signupBody, long)).toEqual({
      firstName: 'First name must be at most 50 characters',
      lastName: 'Last name must be at most 50 characters',
      password: 'Password must be at most 50 characters',
      address: 'Address must be at most 200 characters',
    })
    expect(errorsOf(signupBody, { ...validSignup, password: '12345' }).password).toBe('Password must be at least 6 characters')
  })
  it('accepts only the two cities', () => {
    expect(errorsOf(signupBody, { ...validSignup, city: 'mumbai' }).city).toBe('Please select a city')
    expect(v.parse(signupBody, { ...validSignup, city: 'delhi' }).city).toBe('delhi')
  })
  it('accepts exactly 50 and 200 characters', () => {
    expect(
      errorsOf(signupBody, { ...validSignup, firstName: 'a'.repeat(50), lastName: 'b'.repeat(50), password: 'p'.repeat(50), address: 'c'.repeat(200) }),
    ).toEqual({})
  })
})

describe('forgot password, OTP and reset (docs/accounts.md#fields)', () => {
  it('asks for the email', () => {
    expect(errorsOf(forgotPasswordBody, { email: '  ' }).email).toBe('Please enter email address')
  })
  it('asks for the OTP and takes digits only', () => {
    expect(errorsOf(otpForm, { otp: '' }).otp).toBe('Please enter OTP')
    expect(errorsOf(otpForm, { otp: '12a4' }).otp).toBe('OTP must contain numbers only')
    expect(errorsOf(otpForm, { otp: '123456' })).toEqual({})
  })
  it('wants 8 characters in both password fields', () => {
    expect(errorsOf(resetPasswordForm, { new_password: 'short', confirm_new_password: 'short' })).toEqual({
      new_password: 'Password must be at least 8 characters',
      confirm_new_password: 'Password must be at least 8 characters',
    })
  })
  it('shows a mismatch on the confirm field', () => {
    expect(errorsOf(resetPasswordForm, { new_password: 'longenough1', confirm_new_password: 'longenough2' })).toEqual({
      confirm_new_password: 'Passwords do not match',
    })
  })
})

describe('generic messages', () => {
  it("reads 'Required' for a missing field and 'Invalid input' for a wrong type", () => {
    const result = v.safeParse(loginBody, { password: 42 })
    expect(result.success).toBe(false)
    if (!result.success) expect(toFieldErrors(result.issues)).toEqual({ email: ['Required'], password: ['Invalid input'] })
  })
})
