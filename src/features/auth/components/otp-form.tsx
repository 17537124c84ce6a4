import { useRef } from 'react'
import { otpForm } from '../../../contract/account'
import { ActionForm, useActionForm } from '../../../ui/form/action-form'
import { ResendButton } from './resend-button'
import { isOnline } from '../../../lib/connectivity'
import * as m from '../../../paraglide/m/auth'
import '../../../ui/styles/otp-input.css'

type OtpFormProps = {
  submitLabel: string
  onVerify: (otp: string) => Promise<void>
  onResend: () => Promise<{ message: string }>
}

/** One code field (docs/accounts.md#fields: 'Please enter OTP', 'OTP must contain numbers only'), verify and resend. */
export function OtpForm({ submitLabel, onVerify, onResend }: OtpFormProps) {
  const state = useActionForm({ schema: otpForm, start: { otp: '' }, send: (body) => onVerify(body.otp), field: 'otp' })
  const { form } = state
  const autoSent = useRef('')
  return (
    <>
      <ActionForm state={state}>
        <form.AppField
          name="otp"
          listeners={{
            // The sixth digit (typed, pasted or filled in by the SMS) sends the code: no tap needed. The same code is
            // not sent again by itself after it was refused; the button still can. Offline it waits for the button, as
            // every submit does (the button is off until the connection is back).
            onChange: ({ value }) => {
              if (!/^\d{6}$/.test(value) || value === autoSent.current || form.state.isSubmitting || !isOnline()) return
              autoSent.current = value
              void form.handleSubmit()
            },
          }}
        >
          {(field) => (
            <field.TextField
              label={m.oneTimeCode()}
              inputMode="numeric"
              autoComplete="one-time-code"
              // The screen is for this one field: typing (or the SMS autofill) goes straight in.
              autoFocus
              placeholder={m.sixDigitCode()}
              className="otp-input"
              required
            />
          )}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label={submitLabel} />
        </form.AppForm>
      </ActionForm>
      <ResendButton onResend={onResend} />
    </>
  )
}
