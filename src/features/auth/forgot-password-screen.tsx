import { revalidateLogic, useStore } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { forgotPasswordBody, type ForgotPasswordBody } from '../../contract/account-forms'
import { storageKeys, writeStored } from '../../lib/storage'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { sendResetOtp, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'

export function ForgotPasswordScreen() {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/email-otp-verify')
  const form = useAppForm({
    defaultValues: { email: '' } as ForgotPasswordBody,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: forgotPasswordBody },
    onSubmit: async ({ value }) => {
      const body = v.parse(forgotPasswordBody, value)
      const nextScreen = preloadNext()
      try {
        const result = await sendResetOtp(body)
        writeStored(storageKeys.resetEmail, body.email.toLowerCase())
        notifySuccess(result.message)
        await nextScreen
        await navigate({ to: '/email-otp-verify' })
      } catch (error) {
        serverError.setFromError(error, value, { field: 'email' })
      }
    },
  })
  const serverError = useServerError(useStore(form.store, (state) => state.values))
  return (
    <ServerErrorContext.Provider value={serverError}>
      <AuthHeading title="Forgot password?" text="Enter the email you sign in with and we'll send you a code to reset your password." />
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="email">
          {(field) => <field.TextField label="Email address" type="email" inputMode="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label="Send code" />
        </form.AppForm>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </ServerErrorContext.Provider>
  )
}
