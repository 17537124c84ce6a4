import { Link, useNavigate } from '@tanstack/react-router'
import { forgotPasswordBody } from '../../contract/account/forms'
import { storageKeys, writeStored } from '../../lib/storage'
import { noteCodeSent } from './code-sent'
import { notifySuccess } from '../../lib/toasts'
import { ActionForm, useActionForm } from '../../ui/form/action-form'
import { sendResetOtp, usePreloadNext } from './api'
import { AuthHeading } from './components/auth-layout'
import * as m from '../../paraglide/m/auth'

export function ForgotPasswordScreen() {
  const navigate = useNavigate()
  const preloadNext = usePreloadNext('/email-otp-verify')
  const state = useActionForm({
    schema: forgotPasswordBody,
    start: { email: '' },
    field: 'email',
    send: async (body) => {
      const nextScreen = preloadNext()
      const result = await sendResetOtp(body)
      writeStored(storageKeys.resetEmail, body.email.toLowerCase())
      noteCodeSent(result)
      notifySuccess(result.message)
      await nextScreen
      await navigate({ to: '/email-otp-verify' })
    },
  })
  const { form } = state
  return (
    <>
      <AuthHeading title={m.forgotPassword()} text={m.forgotIntro()} />
      <ActionForm state={state}>
        <form.AppField name="email">
          {(field) => <field.TextField label={m.emailLabel()} type="email" inputMode="email" autoComplete="email" required />}
        </form.AppField>
        <form.AppForm>
          <form.SubmitButton label={m.sendCode()} />
        </form.AppForm>
      </ActionForm>
      <p className="auth-switch">
        {m.rememberedIt()} <Link to="/login">{m.backToSignIn()}</Link>
      </p>
    </>
  )
}
