import { revalidateLogic, useStore } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { forgotPasswordBody, type ForgotPasswordBody } from '../../contract/account-forms'
import { storageKeys, writeStored } from '../../lib/storage'
import { noteCodeSent } from './code-sent'
import { notifySuccess } from '../../lib/toasts'
import { useAppForm } from '../../ui/form/app-form'
import { ServerErrorContext, useServerError } from '../../ui/form/server-error'
import { sendResetOtp, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'
import * as m from '../../paraglide/m/auth'

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
        noteCodeSent(result)
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
      <AuthHeading title={m.forgotPassword()} text={m.forgotIntro()} />
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="email">
          {(field) => <field.TextField label={m.emailLabel()} type="email" inputMode="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label={m.sendCode()} />
        </form.AppForm>
      </form>
      <p className="auth-switch">
        {m.rememberedIt()} <Link to="/login">{m.backToSignIn()}</Link>
      </p>
    </ServerErrorContext.Provider>
  )
}
