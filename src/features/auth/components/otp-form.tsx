import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useRef } from 'react'
import * as v from 'valibot'
import { otpForm, type OtpForm as OtpValues } from '../../../contract/accounts'
import { useAppForm } from '../../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../../ui/form/server-error'
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
  const form = useAppForm({
    defaultValues: { otp: '' } as OtpValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: otpForm },
    onSubmit: async ({ value }) => {
      try {
        await onVerify(v.parse(otpForm, value).otp)
      } catch (error) {
        serverError.setFromError(error, value, { field: 'otp' })
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  const autoSent = useRef('')
  return (
    <ServerErrorContext.Provider value={serverError}>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
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
      </form>
      <ResendButton onResend={onResend} />
    </ServerErrorContext.Provider>
  )
}
